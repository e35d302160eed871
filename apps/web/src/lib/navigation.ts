/** Full-page navigation, kept in one place so tests can replace it. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
