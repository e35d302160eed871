// The app opens /help/?appName=...&token=...&language=en-us|zh-cn|ru|id
// [&businessUnit=...] (spec 01 §2, packages/domain helpCenterUrl). Only the
// language is read here: go to that language's pages; the token is not passed on.
(function () {
  var pages = { 'en-us': 'en-US', 'zh-cn': 'zh-CN', ru: 'ru-RU', id: 'id-ID' };
  var language = (
    new URLSearchParams(window.location.search).get('language') || ''
  ).toLowerCase();
  var folder = pages[language];
  if (folder) window.location.replace(folder + '/index.html');
})();
