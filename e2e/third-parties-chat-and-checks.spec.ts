import { CHAT_VENDOR_NAMES } from '../src/lib/config/third-parties';
import { expect, mockScenario, test } from './fixtures';
import { AGENT_REPLY, chatStandIn, OFFLINE_SOCKET } from './third-parties/chat-stand-ins';
import { SEON_AGENT_URL, type SeonSession, seonDeviceOf, seonStandIn } from './third-parties/seon-stand-in';
import { serveStandIns, type StandIn, watchPolicyViolations } from './third-parties/stand-in';
import { mockSumsubBackend, SUMSUB_BUILDER_URL, SUMSUB_FRAME_ORIGIN, sumsubStandIn } from './third-parties/sumsub-stand-in';
import { CONTAINER_MEASUREMENT_ID, tagManagerStandIn } from './third-parties/tag-manager-stand-in';

/**
 * Each third party the production build can load, under its real host names and the build's own
 * policy (docs/third-parties.md): a stand-in answers the vendor's hosts (e2e/third-parties/), so
 * the browser applies the Content-Security-Policy and the Permissions-Policy of `_headers` to the
 * addresses a player's browser meets. Each test proves the integration works, that every part of
 * the vendor (script, API call, socket, frame) loaded, and that the browser refused nothing.
 */


test.describe('chat vendors under the production policy', () => {
  for (const vendor of CHAT_VENDOR_NAMES) {
    test(`en: ${vendor} loads its script, settings, socket and frame from its own hosts, and its agent answers`, async ({ page, context, collectPageErrors }) => {
      collectPageErrors.allow(OFFLINE_SOCKET);
      const violations = await watchPolicyViolations(page);
      const chat = chatStandIn(vendor);
      const refused = await serveStandIns(context, [chat]);
      await mockScenario(page, { mock_reset: 1, mock_chat: vendor }, '/en/');

      const launcher = page.getByRole('button', { name: `${chat.label} chat` });
      await expect(launcher).toBeVisible({ timeout: 15_000 });
      await launcher.click();
      const conversation = page.getByRole('list', { name: `${chat.label} conversation` });
      await expect(conversation).toContainText('Hi! How can we help?');
      await page.getByRole('textbox', { name: `${chat.label} message` }).fill('Is my withdrawal on its way?');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(conversation).toContainText(`Agent: ${AGENT_REPLY}`);

      expect(chat.traffic.scripts).toHaveLength(1);
      expect(chat.traffic.settings).toHaveLength(1);
      expect(chat.traffic.sockets).toHaveLength(1);
      expect(chat.traffic.sockets[0].messages).toContainEqual({ type: 'message', text: 'Is my withdrawal on its way?' });
      expect(chat.traffic.frames).toHaveLength(vendor === 'zendesk' ? 0 : 1);
      expect(violations).toEqual([]);
      expect(refused).toEqual([]);
    });
  }
});

test('en: the Sumsub SDK frames the check from Sumsub’s origin; that frame gets the camera and the microphone, another vendor’s frame does not, and the check’s events reach the app', async ({ page, context, baseURL, collectPageErrors }) => {
  // The other frame's refusal is logged; the Sumsub frame's would fail the test.
  collectPageErrors.allow(/Permissions policy violation: (camera|microphone) is not allowed in this document\. \(https:\/\/secure\.livechatinc\.com\/camera-check\)/);
  const violations = await watchPolicyViolations(page);
  const sumsub = sumsubStandIn(mockSumsubBackend(baseURL ?? ''));
  // Another vendor's frame that asks for the camera too, delegated by its own allow attribute.
  const otherFrame: string[] = [];
  const other: StandIn = {
    name: 'livechat-frame',
    async install(browserContext) {
      await browserContext.route('https://secure.livechatinc.com/camera-check', async (route) => {
        otherFrame.push(route.request().url());
        const ask = "navigator.mediaDevices.getUserMedia({video:true,audio:true}).then(()=>'granted',(e)=>e.name).then((r)=>parent.postMessage({cameraCheck:r},'*'))";
        await route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>check</title><script>${ask}</script>` });
      });
    },
  };
  const refused = await serveStandIns(context, [sumsub, other]);
  await mockScenario(page, { mock_reset: 1, mock_login: 'kyc@example.com' }, '/en/profile/verification');
  await page.getByRole('button', { name: 'Start verification' }).click();

  const frame = page.getByTestId('sumsub-container').locator(`iframe[src^="${SUMSUB_FRAME_ORIGIN}/websdk/websdk.html?_=id_"]`);
  await expect(frame).toBeVisible();
  const check = frame.contentFrame();
  await check.getByRole('button', { name: 'Upload a sample ID document' }).click();
  await check.getByRole('button', { name: 'Take a sample selfie' }).click();
  // The frame reports to its host whether getUserMedia gave it the camera and the microphone.
  await expect.poll(() => sumsub.traffic.camera).toEqual(['granted']);
  await check.getByRole('button', { name: 'Submit for review' }).click();
  // The app heard idCheck.onApplicantSubmitted through the SDK's protocol.
  await expect(page.getByText('Under review', { exact: true })).toBeVisible();

  const otherResult = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        addEventListener('message', (event: MessageEvent<{ cameraCheck?: string }>) => {
          if (event.origin === 'https://secure.livechatinc.com' && event.data?.cameraCheck) resolve(event.data.cameraCheck);
        });
        const iframe = document.createElement('iframe');
        iframe.allow = 'camera; microphone';
        iframe.src = 'https://secure.livechatinc.com/camera-check';
        document.body.append(iframe);
      }),
  );
  expect(otherResult).toBe('NotAllowedError');

  expect(sumsub.traffic.builder).toEqual([SUMSUB_BUILDER_URL]);
  expect(sumsub.traffic.frames).toHaveLength(1);
  expect(sumsub.traffic.calls).toEqual(expect.arrayContaining(['GET /resources/sdk/applicant', 'POST /resources/sdk/camera', expect.stringMatching(/^POST \/resources\/applicants\/[^/]+\/status\/pending$/)]));
  expect(otherFrame).toHaveLength(1);
  expect(violations).toEqual([]);
  expect(refused).toEqual([]);
});

test('ru: with is_seon_enabled the SEON agent fingerprints the device with its host, and the tracking hit carries its session', async ({ page, context }) => {
  const violations = await watchPolicyViolations(page);
  const seon = seonStandIn();
  const refused = await serveStandIns(context, [seon]);
  const hit = page.waitForRequest((request) => new URL(request.url()).pathname === '/hit');
  await mockScenario(page, { mock_reset: 1, mock_seon: 1 }, '/?promo_code=RU1');
  const session = new URL((await hit).url()).searchParams.get('session') ?? '';

  expect(seon.traffic.agent).toEqual([SEON_AGENT_URL]);
  expect(seon.traffic.fingerprints).toHaveLength(1);
  const { sessionId } = seon.traffic.fingerprints[0];
  expect(JSON.parse(Buffer.from(session, 'base64').toString('utf8')) as SeonSession).toEqual({ session_id: sessionId, device: seonDeviceOf(sessionId) });
  expect(violations).toEqual([]);
  expect(refused).toEqual([]);
});

test('it: a Tag Manager container configured in general info loads its GA4 tag, which sends a page view with the site’s analytics client id', async ({ page, context }) => {
  const violations = await watchPolicyViolations(page);
  const tags = tagManagerStandIn();
  const refused = await serveStandIns(context, [tags]);
  // The mock's general info configures no analytics and has no QA switch for it: the test adds a container.
  await page.route('**/api/metadata/getGeneralInfo?*', async (route) => {
    const answer = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
    await route.fulfill({ json: { data: { ...answer.data, analytic: { gtm: 'GTM-STANDIN' } } } });
  });
  await mockScenario(page, { mock_reset: 1 }, '/it/');

  await expect.poll(() => tags.traffic.hits, { timeout: 15_000 }).toHaveLength(1);
  const clientId = (await context.cookies()).find((cookie) => cookie.name === 'analytics_cid')?.value;
  expect(clientId).toBeTruthy();
  expect(tags.traffic.hits[0]).toMatchObject({ tid: CONTAINER_MEASUREMENT_ID, cid: clientId, en: 'page_view' });
  expect(tags.traffic.scripts).toEqual([
    'https://www.googletagmanager.com/gtm.js?id=GTM-STANDIN',
    `https://www.googletagmanager.com/gtag/js?id=${CONTAINER_MEASUREMENT_ID}&l=dataLayer&cx=c`,
  ]);
  expect(violations).toEqual([]);
  expect(refused).toEqual([]);
});

test('en: an address no row of the table lists is refused by the browser itself, before any route could answer it', async ({ page, context, collectPageErrors }) => {
  // The browser logs each refusal; they are what this test expects.
  collectPageErrors.allow(/violates the following Content Security Policy directive: "connect-src|Refused to connect because it violates the document's Content Security Policy/);
  const violations = await watchPolicyViolations(page);
  // A stand-in that would answer the address, so only the browser's policy can keep it unanswered.
  const answered: string[] = [];
  const unlisted: StandIn = {
    name: 'seon-agent-v6-resolver',
    async install(browserContext) {
      await browserContext.route('https://api.seondnsresolve.com/**', async (route) => {
        answered.push(route.request().url());
        await route.fulfill({ json: {}, headers: { 'Access-Control-Allow-Origin': '*' } });
      });
    },
  };
  const refused = await serveStandIns(context, [unlisted]);
  await mockScenario(page, { mock_reset: 1 }, '/en/');

  // SEON's agent v6 resolver and Crisp's call relay: hosts the table leaves out on purpose.
  const outcome = await page.evaluate(async () => {
    const fetched = await fetch('https://api.seondnsresolve.com/v6/resolve').then(
      () => 'answered',
      (error: unknown) => (error as Error).name,
    );
    const socket = await new Promise<string>((resolve) => {
      const ws = new WebSocket('wss://stream.relay.crisp.chat/w/');
      ws.onopen = () => resolve('open');
      ws.onerror = () => resolve('error');
    });
    return { fetched, socket };
  });
  expect(outcome).toEqual({ fetched: 'TypeError', socket: 'error' });
  await expect.poll(() => violations.map(({ directive, blocked }) => ({ directive, blocked }))).toEqual([
    { directive: 'connect-src', blocked: 'https://api.seondnsresolve.com/v6/resolve' },
    { directive: 'connect-src', blocked: 'wss://stream.relay.crisp.chat/w/' },
  ]);
  expect(answered).toEqual([]);
  expect(refused).toEqual([]);
});
