import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN_AS } from '@sigil/core';
import { createProfile } from '../test/factories';
import { renderApp, signIn } from '../test/render-app';

describe('language switch', () => {
  it('on a public page: switches the texts to German, remembers the choice and sets <html lang>', async () => {
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in to Sigil' });

    await user.click(screen.getByRole('button', { name: 'DE – Deutsch' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bei Sigil anmelden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden (Organisation)' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('de');
    expect(document.documentElement.lang).toBe('de');

    await user.click(screen.getByRole('button', { name: 'EN – English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Sigil' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('in the dashboard header: the sidebar and the header follow', async () => {
    signIn(createProfile({ mode: 'provider' }), LOGGED_IN_AS.provider);
    const { user } = renderApp('/enrollment-requests');
    await screen.findByRole('heading', { level: 1, name: 'Enrollment Requests' });

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'DE – Deutsch' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Registrierungsanfragen' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
    expect(screen.getByText('Anbieter-Admin')).toBeTruthy();
  });
});
