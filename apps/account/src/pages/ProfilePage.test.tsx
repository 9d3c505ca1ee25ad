import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toMemberProfile } from '../member/member-profile.ts';
import { apiProfile, fakeApi, findLoadedHeading, renderAccount, signInUser } from '../testing/fakes.tsx';

describe('ProfilePage', () => {
  it('shows the member’s photo beside the heading', async () => {
    renderAccount('/', { api: fakeApi(apiProfile({ picture: 'http://localhost:8083/photos/rc-100.jpg' })) });
    await findLoadedHeading('Profil');
    const photo = screen.getByRole('img', { name: 'Votre photo de profil' });
    expect(photo).toHaveAttribute('src', 'http://localhost:8083/photos/rc-100.jpg');
    expect(photo).toHaveAttribute('width', '72');
    expect(photo).toHaveAttribute('height', '72');
  });

  it('keeps the photo’s place, an empty circle hidden from screen readers, when there is no photo', async () => {
    renderAccount('/', { api: fakeApi(apiProfile({ picture: null })) });
    const heading = await findLoadedHeading('Profil');
    expect(screen.queryByRole('img')).toBeNull();
    const place = heading.closest('.profile-heading')?.querySelector('.profile-picture-empty');
    expect(place).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows what a change of the member brings: the new email under the heading, the notice of missing fields gone', async () => {
    const incomplete = apiProfile({ postalCode: null, isEmailVerified: true });
    const { member } = renderAccount('/', { api: fakeApi(incomplete) });
    await findLoadedHeading('Profil');
    expect(screen.getByText(incomplete.email)).toBeInTheDocument();
    expect(screen.getByText('Il manque des informations dans votre profil.')).toBeInTheDocument();
    const changed = toMemberProfile(
      { ...incomplete, email: 'nouveau@exemple.ca', postalCode: 'H2X 1Y4' },
      signInUser(),
    );
    act(() => member.dispatch({ type: 'member/profileReplaced', profile: changed }));
    expect(screen.getByText('nouveau@exemple.ca')).toBeInTheDocument();
    expect(screen.queryByText('Il manque des informations dans votre profil.')).toBeNull();
  });
});
