// The form's `captchaToken` field: Cloudflare Turnstile's widget, rendered explicitly, whose token becomes the value.
// Forms render it only when GET /api/runtime-config names a captcha; otherwise no widget and no script.
import { Form, Typography } from 'antd';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, resolveLocale, translateError, type RuntimeConfig } from '@ledgerhouse/contracts';
import { loadCaptchaScript, type CaptchaScriptWindow, type Turnstile } from './load-captcha-script';

type CaptchaSettings = NonNullable<RuntimeConfig['captcha']>;

export interface CaptchaFieldHandle {
  /** A token is good for one check: after a failed submit the widget starts over and the field is emptied. */
  reset(): void;
}

const browser = () => ({
  window: window as unknown as CaptchaScriptWindow,
  timers: {
    setInterval: (run: () => void, ms: number) => window.setInterval(run, ms),
    clearInterval: (handle: unknown) => window.clearInterval(handle as number),
  },
});

/** `hidden`: the field stays in the form (so a server's field error waits on it) but shows and loads nothing. */
export function CaptchaField({
  settings,
  hidden = false,
  ref,
}: {
  settings: CaptchaSettings;
  hidden?: boolean;
  ref?: Ref<CaptchaFieldHandle>;
}) {
  const form = Form.useFormInstance();
  const { i18n } = useTranslation();
  const widget = useRef<CaptchaWidgetHandle>(null);
  // Asked before sending, in the server's words; solving the widget clears the message (a change re-runs the rule).
  const rules = hidden
    ? []
    : [{ required: true, message: translateError(ErrorCode.CAPTCHA_REQUIRED, resolveLocale(i18n.resolvedLanguage)) }];
  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.reset();
      form.setFieldValue('captchaToken', undefined);
    },
  }));
  return (
    <Form.Item name="captchaToken" hidden={hidden} rules={rules}>
      {hidden ? <NoWidget /> : <CaptchaWidget ref={widget} settings={settings} />}
    </Form.Item>
  );
}

function NoWidget(_: { value?: string; onChange?: (token: string | undefined) => void }) {
  return null;
}

interface CaptchaWidgetHandle {
  reset(): void;
}

function CaptchaWidget({
  settings,
  onChange,
  ref,
}: {
  settings: CaptchaSettings;
  value?: string;
  onChange?: (token: string | undefined) => void;
  ref?: Ref<CaptchaWidgetHandle>;
}) {
  const { t, i18n } = useTranslation('auth');
  const container = useRef<HTMLDivElement>(null);
  const rendered = useRef<{ turnstile: Turnstile; id: string } | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const emit = useEffectEvent((token: string | undefined) => onChange?.(token));
  // Turnstile takes a two-letter language code.
  const language = (i18n.resolvedLanguage ?? 'en-US').slice(0, 2);

  useEffect(() => {
    let cancelled = false;
    setUnavailable(false);
    loadCaptchaScript(settings.scriptUrl, browser()).then(
      (turnstile) => {
        if (cancelled || !container.current) return;
        const id = turnstile.render(container.current, {
          sitekey: settings.siteKey,
          callback: (token) => emit(token),
          'expired-callback': () => emit(undefined),
          'error-callback': () => emit(undefined),
          language,
        });
        if (id === undefined) setUnavailable(true);
        else rendered.current = { turnstile, id };
      },
      () => !cancelled && setUnavailable(true),
    );
    return () => {
      cancelled = true;
      rendered.current?.turnstile.remove(rendered.current.id);
      rendered.current = null;
    };
  }, [settings.scriptUrl, settings.siteKey, language]);

  useImperativeHandle(ref, () => ({ reset: () => rendered.current?.turnstile.reset(rendered.current.id) }));

  return (
    <div data-testid="captcha-widget">
      <div ref={container} />
      {unavailable && <Typography.Text type="danger">{t('captcha.unavailable')}</Typography.Text>}
    </div>
  );
}
