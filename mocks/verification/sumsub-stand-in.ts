import type { SumsubBuilder, SumsubConf, SumsubInstance, SumsubMessageHandler, SumsubSdk } from '@/api/verification/sumsub-sdk.types';
import { applicantByToken, reviewApplicant, submitApplicant, verificationReview } from '../responsible-gaming/rg-tables';

/**
 * A local stand-in of the Sumsub WebSDK for mock builds (decision record 023): the same vanilla
 * builder API (init, withConf, withOptions, on, onMessage, build, launch, destroy), no network, no
 * iframe. Three steps (document, selfie, submit); the submit marks the applicant pending, and a
 * moment later the "review" (what Sumsub's webhook does to the real backend) answers as
 * mock_verification says: approves it (the default), which flips the account to verified in the mock
 * database, rejects it (RED, retry allowed), or never comes (pending, until QA decides it in the
 * panel). The events carry the payloads of Sumsub's WebSDK guide (linked from docs/third-parties.md).
 * An applicant whose token the mock does not know gets `invalid-token` and the SDK asks the
 * expiration handler for a new one, as the real SDK does.
 */

/** How long the mock review takes. */
export const REVIEW_DELAY_MS = 1500;

type Texts = Record<'title' | 'document' | 'documentDone' | 'selfie' | 'selfieDone' | 'submit' | 'pending' | 'approved' | 'rejected' | 'step', string>;

const TEXTS: Record<string, Texts> = {
  en: {
    title: 'Identity check (mock Sumsub)',
    document: 'Upload a sample ID document',
    documentDone: 'ID document uploaded',
    selfie: 'Take a sample selfie',
    selfieDone: 'Selfie taken',
    submit: 'Submit for review',
    pending: 'Documents sent. Review in progress…',
    approved: 'Review complete: you are verified.',
    rejected: 'Review complete: the documents were rejected.',
    step: 'Step {n} of 3',
  },
  ru: {
    title: 'Проверка личности (имитация Sumsub)',
    document: 'Загрузить образец документа',
    documentDone: 'Документ загружен',
    selfie: 'Сделать образец селфи',
    selfieDone: 'Селфи готово',
    submit: 'Отправить на проверку',
    pending: 'Документы отправлены. Идёт проверка…',
    approved: 'Проверка завершена: личность подтверждена.',
    rejected: 'Проверка завершена: документы отклонены.',
    step: 'Шаг {n} из 3',
  },
  it: {
    title: 'Verifica dell’identità (Sumsub simulato)',
    document: 'Carica un documento di esempio',
    documentDone: 'Documento caricato',
    selfie: 'Scatta un selfie di esempio',
    selfieDone: 'Selfie scattato',
    submit: 'Invia per la verifica',
    pending: 'Documenti inviati. Verifica in corso…',
    approved: 'Verifica completata: identità confermata.',
    rejected: 'Verifica completata: i documenti sono stati respinti.',
    step: 'Passo {n} di 3',
  },
  es: {
    title: 'Verificación de identidad (Sumsub simulado)',
    document: 'Subir un documento de ejemplo',
    documentDone: 'Documento subido',
    selfie: 'Hacer un selfi de ejemplo',
    selfieDone: 'Selfi hecho',
    submit: 'Enviar para revisión',
    pending: 'Documentos enviados. Revisión en curso…',
    approved: 'Revisión completada: identidad verificada.',
    rejected: 'Revisión completada: los documentos fueron rechazados.',
    step: 'Paso {n} de 3',
  },
};

const STYLE = `
.mock-sns{display:grid;gap:12px;padding:20px;border:1px dashed var(--color-border,#445);border-radius:12px;background:var(--color-bg-elevated,#1b1f2e);color:inherit;font:inherit}
.mock-sns h3{margin:0;font-size:1.1rem}
.mock-sns p{margin:0;color:var(--color-text-muted,#99a)}
.mock-sns button{justify-self:start;min-height:44px;padding:0 16px;border-radius:10px;border:1px solid var(--color-border,#445);background:var(--color-surface,#252a3d);color:inherit;font:inherit;cursor:pointer}
.mock-sns button[data-primary]{background:var(--color-primary,#7c5cff);border-color:transparent;color:var(--color-on-primary,#fff);font-weight:700}
.mock-sns button:disabled{opacity:.6;cursor:default}
`;

function ensureStyle(): void {
  if (document.getElementById('mock-sns-style')) return;
  const style = document.createElement('style');
  style.id = 'mock-sns-style';
  style.textContent = STYLE;
  document.head.append(style);
}

interface Setup {
  token: string;
  refresh: () => Promise<string>;
  conf: SumsubConf;
  handlers: Map<string, (payload: unknown) => void>;
  onMessage: SumsubMessageHandler | null;
}

function emitter(setup: Setup) {
  return (type: string, payload: Record<string, unknown> = {}) => {
    const handler = setup.handlers.get(type);
    if (handler) handler(payload);
    else setup.onMessage?.(type, payload);
  };
}

function render(setup: Setup, root: HTMLElement, timers: Set<number>): void {
  const texts = TEXTS[setup.conf.lang ?? 'en'] ?? TEXTS.en;
  const emit = emitter(setup);
  const found = applicantByToken(setup.token);
  const common = found ? { applicantId: found.row.applicantId, levelName: 'basic-kyc-level' } : {};
  const box = document.createElement('div');
  box.className = 'mock-sns';
  box.dataset.mockSumsub = 'true';
  const title = document.createElement('h3');
  title.textContent = texts.title;
  const progress = document.createElement('p');
  const action = document.createElement('button');
  action.type = 'button';
  action.dataset.primary = '';
  box.append(title, progress, action);
  root.replaceChildren(box);

  let step = 1;
  const show = () => {
    progress.textContent = texts.step.replace('{n}', String(step));
    action.textContent = step === 1 ? texts.document : step === 2 ? texts.selfie : texts.submit;
  };
  show();
  emit('idCheck.onReady');
  emit('idCheck.onApplicantLoaded', common);
  emit('idCheck.onStepInitiated', { ...common, idDocSetType: 'IDENTITY', types: ['ID_CARD', 'PASSPORT'] });

  action.addEventListener('click', () => {
    if (step === 1) {
      emit('idCheck.onStepCompleted', { ...common, idDocSetType: 'IDENTITY' });
      step = 2;
      show();
      emit('idCheck.onStepInitiated', { ...common, idDocSetType: 'SELFIE', types: ['SELFIE'] });
      return;
    }
    if (step === 2) {
      emit('idCheck.onStepCompleted', { ...common, idDocSetType: 'SELFIE' });
      step = 3;
      show();
      return;
    }
    action.disabled = true;
    progress.textContent = texts.pending;
    action.hidden = true;
    submitApplicant(setup.token);
    emit('idCheck.onApplicantSubmitted', common);
    emit('idCheck.onApplicantStatusChanged', { ...common, reviewStatus: 'pending', reprocessing: false, autoChecked: false });
    const review = verificationReview();
    if (review === 'pending') return;
    const answer = review === 'reject' ? 'RED' : 'GREEN';
    const id = window.setTimeout(() => {
      timers.delete(id);
      reviewApplicant(setup.token, answer);
      progress.textContent = answer === 'GREEN' ? texts.approved : texts.rejected;
      emit('idCheck.onApplicantStatusChanged', {
        ...common,
        reviewStatus: 'completed',
        reprocessing: false,
        autoChecked: false,
        // Sumsub's RED answers carry a reject type; RETRY lets the player send documents again.
        reviewResult: answer === 'GREEN' ? { reviewAnswer: 'GREEN' } : { reviewAnswer: 'RED', reviewRejectType: 'RETRY', moderationComment: 'Mock review: rejected by mock_verification=reject.' },
      });
    }, REVIEW_DELAY_MS);
    timers.add(id);
  });
}

function builder(setup: Setup): SumsubBuilder {
  const self: SumsubBuilder = {
    withConf: (conf) => {
      setup.conf = { ...setup.conf, ...conf };
      return self;
    },
    withOptions: () => self,
    on: (event, handler) => {
      setup.handlers.set(event, handler);
      return self;
    },
    onMessage: (handler) => {
      setup.onMessage = handler;
      return self;
    },
    build: (): SumsubInstance => {
      const timers = new Set<number>();
      let root: HTMLElement | null = null;
      return {
        launch(container) {
          ensureStyle();
          root = typeof container === 'string' ? document.querySelector<HTMLElement>(container) : container;
          if (!root) throw new Error('mock Sumsub: no container to launch into');
          const target = root;
          if (applicantByToken(setup.token)) {
            render(setup, target, timers);
            return;
          }
          // Unknown token: like the real SDK, report it and ask the page for a fresh one.
          emitter(setup)('idCheck.onError', { code: 'invalid-token', error: 'Access token is invalid' });
          void setup.refresh().then((token) => {
            setup.token = token;
            render(setup, target, timers);
          });
        },
        destroy() {
          timers.forEach((id) => window.clearTimeout(id));
          timers.clear();
          root?.replaceChildren();
        },
      };
    },
  };
  return self;
}

export const standInSdk: SumsubSdk = {
  init: (accessToken, expirationHandler) =>
    builder({ token: accessToken, refresh: expirationHandler, conf: {}, handlers: new Map(), onMessage: null }),
};
