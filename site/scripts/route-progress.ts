import NProgress from 'nprogress';

/**
 * The thin progress bar of platform-core §2 (z-index 1300, styled in global.css): it starts when
 * the visitor leaves for another page of the site and stops when a page is shown again (also
 * when the browser brings one back from its cache).
 */
NProgress.configure({ showSpinner: false, trickleSpeed: 150 });

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest('a');
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const url = new URL(link.href, window.location.href);
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  if (url.origin === window.location.origin && !samePage && link.target !== '_blank' && !link.hasAttribute('download')) NProgress.start();
});
window.addEventListener('pageshow', () => NProgress.done());
window.addEventListener('pagehide', () => NProgress.remove());
