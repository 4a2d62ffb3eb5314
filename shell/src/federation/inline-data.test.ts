import { INLINE_DATA_ELEMENT_ID, inlineDataScript } from '@marketplace/shared/config';
import { readInlineData } from './inline-data';

afterEach(() => {
  document.getElementById(INLINE_DATA_ELEMENT_ID)?.remove();
});

function putInPage(html: string) {
  document.head.insertAdjacentHTML('beforeend', html);
}

it('writes data the page reads back, a closing script tag included', () => {
  const remotes = { catalogue: '/remotes/catalogue/mf-manifest.json' };
  const siteConfig = { address: '</script><script>alert(1)</script>' };
  const script = inlineDataScript({ remotes, siteConfig });
  expect(script.match(/<\/script>/g)).toHaveLength(1);
  putInPage(script);
  expect(readInlineData('remotes')).toEqual(remotes);
  expect(readInlineData('siteConfig')).toEqual(siteConfig);
});

it('answers undefined when the page has no data or unreadable data', () => {
  expect(readInlineData('remotes')).toBeUndefined();
  putInPage(`<script type="application/json" id="${INLINE_DATA_ELEMENT_ID}">{oops</script>`);
  expect(readInlineData('remotes')).toBeUndefined();
});
