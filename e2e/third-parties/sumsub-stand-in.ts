/**
 * The Sumsub WebSDK under its real names (docs/third-parties.md). The builder script from
 * static.sumsub.com defines `snsWebSdk` with the vanilla builder API the app uses
 * (src/api/verification/sumsub-sdk.types.ts); `launch` puts Sumsub's frame,
 * https://in.sumsub.com/websdk/websdk.html?_=id_<base64 token>, into the container with the
 * `allow` list the SDK gives it, and talks to it by the SDK's postMessage protocol. The frame
 * runs the check as the mock build's stand-in does (document, selfie, submit), in the page's
 * language, but from its own origin: it asks its own host for the applicant, takes the selfie
 * with the camera and microphone, and its host tells the backend what Sumsub's webhooks would.
 */
import type { BrowserContext } from '@playwright/test';
import type { StandIn } from './stand-in';

export const SUMSUB_BUILDER_URL = 'https://static.sumsub.com/idensic/static/sns-websdk-builder.js';
export const SUMSUB_FRAME_ORIGIN = 'https://in.sumsub.com';

/** How long the review takes after the documents are sent (the app shows "under review" meanwhile). */
const REVIEW_DELAY_MS = 1_500;

type ReviewAnswer = 'GREEN' | 'RED';

/** What the backend knows and is told, as Sumsub's servers would reach it. */
export interface SumsubBackend {
  /** The applicant a WebSDK access token was issued for, or null for a token it never issued. */
  applicantOf(token: string): Promise<string | null>;
  /** The webhooks: `applicantPending` when the documents are sent, `applicantReviewed` when reviewed (null: no answer yet). */
  webhook(type: 'applicantPending' | 'applicantReviewed', applicantId: string): Promise<ReviewAnswer | null>;
}

/**
 * The mock HTTP server as Sumsub's backend partner: its database holds the tokens and applicants
 * (`/__mock/state`), and `/__mock/sumsub-webhook` takes the webhooks, answering the review as
 * mock_verification says.
 */
export function mockSumsubBackend(backendUrl: string): SumsubBackend {
  return {
    async applicantOf(token) {
      const state = (await (await fetch(`${backendUrl}/__mock/state`)).json()) as {
        db: { verifications?: Record<string, { applicantId: string; tokens: string[] }> };
      };
      return Object.values(state.db.verifications ?? {}).find((row) => row.tokens.includes(token))?.applicantId ?? null;
    },
    async webhook(type, applicantId) {
      const response = await fetch(`${backendUrl}/__mock/sumsub-webhook`, { method: 'POST', body: new URLSearchParams({ type, applicantId }) });
      if (!response.ok) throw new Error(`POST /__mock/sumsub-webhook ${type} answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { reviewAnswer?: ReviewAnswer | null }).reviewAnswer ?? null;
    },
  };
}

/** What Sumsub's hosts were asked and what the frame reported. */
export interface SumsubTraffic {
  builder: string[];
  frames: string[];
  /** The frame's calls to its own host (method and path). */
  calls: string[];
  /** How the frame's camera and microphone request ended: `granted`, or the error's name. */
  camera: string[];
  /** The webhooks' failures (a backend without the webhook): the review then never answers. */
  errors: string[];
}

export interface SumsubStandIn extends StandIn {
  traffic: SumsubTraffic;
}

export function sumsubStandIn(backend: SumsubBackend): SumsubStandIn {
  const traffic: SumsubTraffic = { builder: [], frames: [], calls: [], camera: [], errors: [] };

  async function answerFrameCall(method: string, path: string, query: URLSearchParams, body: string | null): Promise<{ status: number; json: unknown }> {
    traffic.calls.push(`${method} ${path}`);
    if (path === '/resources/sdk/applicant') {
      const applicantId = await backend.applicantOf(query.get('token') ?? '');
      return applicantId ? { status: 200, json: { applicantId, levelName: 'basic-kyc-level' } } : { status: 401, json: { code: 'invalid-token' } };
    }
    if (path === '/resources/sdk/camera') {
      traffic.camera.push(String((JSON.parse(body ?? '{}') as { result?: unknown }).result));
      return { status: 204, json: null };
    }
    const applicant = /^\/resources\/applicants\/([^/]+)\/(status\/pending|review)$/.exec(path);
    if (applicant) {
      const [, applicantId, action] = applicant;
      try {
        const answer = await backend.webhook(action === 'review' ? 'applicantReviewed' : 'applicantPending', decodeURIComponent(applicantId));
        if (action !== 'review' || !answer) return { status: 200, json: { reviewStatus: 'pending' } };
        const reviewResult = answer === 'GREEN' ? { reviewAnswer: 'GREEN' } : { reviewAnswer: 'RED', reviewRejectType: 'RETRY', moderationComment: 'Rejected by mock_verification=reject.' };
        return { status: 200, json: { reviewStatus: 'completed', reviewResult } };
      } catch (error) {
        traffic.errors.push(String(error));
        return { status: 200, json: { reviewStatus: 'pending' } };
      }
    }
    return { status: 404, json: { error: `no such call ${path}` } };
  }

  async function install(context: BrowserContext): Promise<void> {
    await context.route(SUMSUB_BUILDER_URL, async (route) => {
      traffic.builder.push(route.request().url());
      await route.fulfill({
        contentType: 'application/javascript',
        headers: { 'Cache-Control': 'no-store' },
        body: `(${sumsubBuilder.toString()})(${JSON.stringify(SUMSUB_FRAME_ORIGIN)});`,
      });
    });
    await context.route(`${SUMSUB_FRAME_ORIGIN}/**`, async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (url.pathname === '/websdk/websdk.html') {
        traffic.frames.push(url.href);
        const script = `(${sumsubFrame.toString()})(${JSON.stringify({ texts: TEXTS, reviewDelayMs: REVIEW_DELAY_MS })});`;
        await route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><meta charset="utf-8"><title>Sumsub</title><body><script>${script}</script></body></html>` });
        return;
      }
      const answer = await answerFrameCall(request.method(), url.pathname, url.searchParams, request.postData());
      await route.fulfill(answer.json === null ? { status: answer.status } : { status: answer.status, json: answer.json });
    });
  }

  return { name: 'sumsub', traffic, install };
}

type Texts = Record<'title' | 'document' | 'selfie' | 'cameraDenied' | 'submit' | 'pending' | 'approved' | 'rejected' | 'step', string>;

/** The check's texts in the site's four languages (the mock build's stand-in says the same). */
const TEXTS: Record<string, Texts> = {
  en: {
    title: 'Identity check (Sumsub stand-in)',
    document: 'Upload a sample ID document',
    selfie: 'Take a sample selfie',
    cameraDenied: 'The camera is not available',
    submit: 'Submit for review',
    pending: 'Documents sent. Review in progress…',
    approved: 'Review complete: you are verified.',
    rejected: 'Review complete: the documents were rejected.',
    step: 'Step {n} of 3',
  },
  ru: {
    title: 'Проверка личности (имитация Sumsub)',
    document: 'Загрузить образец документа',
    selfie: 'Сделать образец селфи',
    cameraDenied: 'Камера недоступна',
    submit: 'Отправить на проверку',
    pending: 'Документы отправлены. Идёт проверка…',
    approved: 'Проверка завершена: личность подтверждена.',
    rejected: 'Проверка завершена: документы отклонены.',
    step: 'Шаг {n} из 3',
  },
  it: {
    title: 'Verifica dell’identità (Sumsub simulato)',
    document: 'Carica un documento di esempio',
    selfie: 'Scatta un selfie di esempio',
    cameraDenied: 'La fotocamera non è disponibile',
    submit: 'Invia per la verifica',
    pending: 'Documenti inviati. Verifica in corso…',
    approved: 'Verifica completata: identità confermata.',
    rejected: 'Verifica completata: i documenti sono stati respinti.',
    step: 'Passo {n} di 3',
  },
  es: {
    title: 'Verificación de identidad (Sumsub simulado)',
    document: 'Subir un documento de ejemplo',
    selfie: 'Hacer un selfi de ejemplo',
    cameraDenied: 'La cámara no está disponible',
    submit: 'Enviar para revisión',
    pending: 'Documentos enviados. Revisión en curso…',
    approved: 'Revisión completada: identidad verificada.',
    rejected: 'Revisión completada: los documentos fueron rechazados.',
    step: 'Paso {n} de 3',
  },
};

/**
 * The builder script (serialised: it may use nothing from this module). The host side of the
 * SDK's protocol: a message counts only from the frame's origin and with an `idCheck` method; the
 * frame's `idCheck.onReady` names the session, answered with `idCheck.init` and the configuration;
 * every later message of that session reaches the handler of its type, else `onMessage`, without
 * `method`, `frameId` and `sessionId`.
 */
function sumsubBuilder(defaultBaseUrl: string): void {
  type Handler = (payload: unknown) => void;
  interface Setup {
    token: string;
    refresh: () => Promise<string>;
    conf: Record<string, unknown>;
    adaptIframeHeight: boolean;
    baseUrl: string;
    handlers: Map<string, Handler>;
    onMessage: ((type: string, payload: unknown) => void) | null;
  }
  interface Instance {
    launch(container: string | HTMLElement): void;
    destroy(): void;
  }
  interface Builder {
    withConf(conf: Record<string, unknown>): Builder;
    withOptions(options: { adaptIframeHeight?: boolean }): Builder;
    withBaseUrl(url: string): Builder;
    on(event: string, handler: Handler): Builder;
    onMessage(handler: Setup['onMessage']): Builder;
    build(): Instance;
  }
  const builder = (setup: Setup): Builder => {
    const self: Builder = {
      withConf(conf) {
        setup.conf = { ...setup.conf, ...conf };
        return self;
      },
      withOptions(options) {
        setup.adaptIframeHeight = options.adaptIframeHeight ?? true;
        return self;
      },
      withBaseUrl(url) {
        setup.baseUrl = url;
        return self;
      },
      on(event, handler) {
        setup.handlers.set(event, handler);
        return self;
      },
      onMessage(handler) {
        setup.onMessage = handler;
        return self;
      },
      build() {
        let frame: HTMLIFrameElement | null = null;
        let sessionId: string | null = null;
        const toFrame = (message: Record<string, unknown>) => frame?.contentWindow?.postMessage(message, setup.baseUrl);
        const receive = (event: MessageEvent) => {
          const data = event.data as { method?: unknown; frameId?: string; sessionId?: string } | null;
          if (!frame || event.origin !== setup.baseUrl || event.source !== frame.contentWindow) return;
          if (typeof data?.method !== 'string' || !data.method.includes('idCheck')) return;
          const { method, frameId: _frameId, sessionId: session, ...payload } = data as { method: string; frameId?: string; sessionId?: string };
          if (method === 'idCheck.onReady') {
            sessionId = session ?? null;
            toFrame({ method: 'idCheck.init', ...setup.conf });
          } else if (session !== sessionId) return;
          if (method === 'idCheck.onResize' && setup.adaptIframeHeight) frame.style.height = `${(payload as { height: number }).height}px`;
          // The SDK asks the page for a new token itself; how it hands it to the frame is not
          // published, so this frame takes it as `idCheck.updateAccessToken`.
          if (method === 'idCheck.onError' && (payload as { code?: string }).code === 'invalid-token') {
            void setup.refresh().then((token) => {
              setup.token = token;
              toFrame({ method: 'idCheck.updateAccessToken', accessToken: token });
            });
          }
          const handler = setup.handlers.get(method);
          if (handler) handler(payload);
          else setup.onMessage?.(method, payload);
        };
        return {
          launch(container) {
            const root = typeof container === 'string' ? document.querySelector<HTMLElement>(container) : container;
            if (!root) throw new Error('snsWebSdk: no container to launch into');
            frame = document.createElement('iframe');
            frame.src = `${setup.baseUrl}/websdk/websdk.html?_=id_${btoa(setup.token)}`;
            frame.setAttribute('allow', 'camera; microphone; geolocation; clipboard-write; hid');
            frame.setAttribute('frameborder', '0');
            Object.assign(frame.style, { width: '100%', height: '320px', border: '0', display: 'block' });
            root.replaceChildren(frame);
            window.addEventListener('message', receive);
          },
          destroy() {
            window.removeEventListener('message', receive);
            frame?.remove();
            frame = null;
          },
        };
      },
    };
    return self;
  };
  (window as unknown as { snsWebSdk: unknown }).snsWebSdk = {
    init: (token: string, refresh: () => Promise<string>) =>
      builder({ token, refresh, conf: {}, adaptIframeHeight: true, baseUrl: defaultBaseUrl, handlers: new Map(), onMessage: null }),
  };
}

/**
 * The frame's page (serialised). Three steps, as the mock build's stand-in: the document, the
 * selfie (which needs the camera and the microphone), the submission; then the review, which its
 * host asks the backend for.
 */
function sumsubFrame({ texts, reviewDelayMs }: { texts: Record<string, Texts>; reviewDelayMs: number }): void {
  const frameId = new URLSearchParams(location.search).get('_') ?? '';
  let token = atob(frameId.replace(/^id_/, ''));
  const sessionId = `stand-in-${Math.random().toString(36).slice(2)}`;
  const post = (method: string, payload: Record<string, unknown> = {}) => parent.postMessage({ method, frameId, sessionId, ...payload }, '*');
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(path, { method, headers: body ? { 'Content-Type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
    return { status: response.status, json: response.status === 204 ? null : ((await response.json()) as Record<string, unknown>) };
  };
  let text = texts.en;
  const root = document.createElement('main');
  Object.assign(root.style, { display: 'grid', gap: '12px', padding: '16px', font: '16px system-ui, sans-serif', color: '#eee', background: '#1b1f2e' });
  document.body.style.margin = '0';
  document.body.append(root);
  const resize = () => post('idCheck.onResize', { height: Math.ceil(root.getBoundingClientRect().height) });

  const run = async () => {
    const loaded = await call('GET', `/resources/sdk/applicant?token=${encodeURIComponent(token)}`);
    if (loaded.status === 401) {
      post('idCheck.onError', { code: 'invalid-token', error: 'Access token is invalid' });
      return;
    }
    const applicantId = String(loaded.json?.applicantId);
    const common = { applicantId, levelName: String(loaded.json?.levelName) };
    const title = document.createElement('h1');
    title.textContent = text.title;
    title.style.fontSize = '1.1rem';
    const progress = document.createElement('p');
    const notice = document.createElement('p');
    notice.setAttribute('role', 'alert');
    const action = document.createElement('button');
    action.type = 'button';
    action.style.minHeight = '44px';
    root.replaceChildren(title, progress, notice, action);
    let step = 1;
    const show = () => {
      progress.textContent = text.step.replace('{n}', String(step));
      action.textContent = step === 1 ? text.document : step === 2 ? text.selfie : text.submit;
      resize();
    };
    show();
    post('idCheck.onApplicantLoaded', common);
    post('idCheck.onStepInitiated', { ...common, idDocSetType: 'IDENTITY', types: ['ID_CARD', 'PASSPORT'] });

    const next = async () => {
      if (step === 1) {
        post('idCheck.onStepCompleted', { ...common, idDocSetType: 'IDENTITY' });
        step = 2;
        show();
        post('idCheck.onStepInitiated', { ...common, idDocSetType: 'SELFIE', types: ['SELFIE'] });
        return;
      }
      if (step === 2) {
        try {
          const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
          stream.getTracks().forEach((track) => track.stop());
          await call('POST', '/resources/sdk/camera', { result: 'granted' });
        } catch (error) {
          await call('POST', '/resources/sdk/camera', { result: (error as Error).name });
          notice.textContent = text.cameraDenied;
          resize();
          return;
        }
        notice.textContent = '';
        post('idCheck.onStepCompleted', { ...common, idDocSetType: 'SELFIE' });
        step = 3;
        show();
        return;
      }
      action.hidden = true;
      progress.textContent = text.pending;
      post('idCheck.onApplicantSubmitted', common);
      post('idCheck.onApplicantStatusChanged', { ...common, reviewStatus: 'pending', reprocessing: false, autoChecked: false });
      await call('POST', `/resources/applicants/${encodeURIComponent(applicantId)}/status/pending`);
      await new Promise((resolve) => setTimeout(resolve, reviewDelayMs));
      const review = await call('GET', `/resources/applicants/${encodeURIComponent(applicantId)}/review`);
      if (review.json?.reviewStatus !== 'completed') return;
      const answer = (review.json.reviewResult as { reviewAnswer?: string }).reviewAnswer;
      progress.textContent = answer === 'GREEN' ? text.approved : text.rejected;
      post('idCheck.onApplicantStatusChanged', { ...common, ...review.json, reprocessing: false, autoChecked: false });
    };
    action.addEventListener('click', () => void next());
  };

  window.addEventListener('message', (event: MessageEvent<{ method?: string; lang?: string; accessToken?: string }>) => {
    if (event.source !== parent) return;
    if (event.data?.method === 'idCheck.init') {
      text = texts[event.data.lang ?? 'en'] ?? texts.en;
      void run();
    }
    if (event.data?.method === 'idCheck.updateAccessToken' && event.data.accessToken) {
      token = event.data.accessToken;
      void run();
    }
  });
  parent.postMessage({ method: 'idCheck.onReady', frameId, sessionId }, '*');
}
