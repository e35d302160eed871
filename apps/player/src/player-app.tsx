/**
 * The activity player's root: an empty main landmark until issue 5 builds
 * the question types and the postMessage protocol with the host.
 */
export function PlayerApp() {
  return <main id="player" className="player" />;
}
