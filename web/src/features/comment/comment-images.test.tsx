import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CommentImages } from './comment-images';
import { renderInApp } from '../../test/render-in-app';

const size = (url: string, width: number, height: number) => ({ url, width, height });
const images = ['first', 'second'].map((name, index) => ({
  id: `image-${index}`,
  description: null,
  thumbnail: size(`/uploads/${name}-thumb.jpg`, 90, 90),
  standard: size(`/uploads/${name}-standard.jpg`, 600, 400),
  original: size(`/uploads/${name}-original.jpg`, 1200, 800),
}));

describe('CommentImages', () => {
  it('opens the full-screen gallery on the photo clicked, moves on, and closes', async () => {
    const user = userEvent.setup();
    const { router } = renderInApp(<CommentImages commentId="comment-1" images={images} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Open photo 2 of 2' }));
    const gallery = await screen.findByRole('dialog', { name: /^Gallery/ });
    expect(within(gallery).getByText('2 out of 2')).toBeTruthy();
    expect(router.state.location.search).toContain('gallery=comment-1');

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(await within(gallery).findByText('1 out of 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).not.toContain('gallery=');
  });

  it('shows nothing for a comment without images', () => {
    const { container } = renderInApp(<CommentImages commentId="comment-2" images={[]} />);
    expect(container.querySelector('ul')).toBeNull();
  });
});
