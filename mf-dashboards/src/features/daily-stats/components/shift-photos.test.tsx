import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mapImageRoute, reportPhotosRoute, type PhotoView } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { renderWithProviders } from '@grindline/ui/testing/render';
import { bartCard } from '../test-cards';
import { photoMapBody, ShiftPhotos } from './shift-photos';

const photo = (n: number, over: Partial<PhotoView> = {}): PhotoView => ({
  id: `7f3c2a7e-1b7a-4c55-9a56-3d8f2f3c9a0${n}`,
  fileName: `IMG_000${n}.jpg`,
  contentType: 'image/jpeg',
  size: 400000,
  url: `http://s3.test/photos/${n}.jpg?sig`,
  thumbUrl: `http://s3.test/photo-thumbs/${n}.jpg?sig`,
  expiresInSeconds: 300,
  ...over,
});

it('shows the thumbnails of a card and opens one in the lightbox with its caption, time, place and the map of its range', async () => {
  const fetch = mockApi(
    onRoute(reportPhotosRoute, {
      body: {
        photos: [
          photo(1, { caption: 'Corrugation before grinding', takenAt: '2025-03-02T06:10:00.000Z', position: { lat: 37.80435, lng: -122.27118 }, rangeIndex: 0 }),
          photo(2, { thumbUrl: null }),
        ],
      },
    }),
    onRoute(mapImageRoute, { body: new Uint8Array([137, 80, 78, 71]) as never }),
  );
  renderWithProviders(<ShiftPhotos card={bartCard} />);
  const thumbs = within(await screen.findByRole('list', { name: `Photos of shift ${bartCard.shiftId}` }));
  expect(thumbs.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Open photo 1: Corrugation before grinding', 'Open photo 2: IMG_0002.jpg']);
  expect(document.querySelector('.gl-ui-photo-thumb img')).toHaveAttribute('src', 'http://s3.test/photo-thumbs/1.jpg?sig');
  // A thumbnail not made yet: the file's name stands in.
  expect(thumbs.getByText('IMG_0002.jpg')).toBeInTheDocument();

  await userEvent.click(thumbs.getByRole('button', { name: 'Open photo 1: Corrugation before grinding' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Photo 1 of 2: Corrugation before grinding' }));
  expect(dialog.getByRole('img', { name: 'Corrugation before grinding' })).toHaveAttribute('src', 'http://s3.test/photos/1.jpg?sig');
  expect(dialog.getByText('Place').nextSibling).toHaveTextContent('37.80435, -122.27118');
  expect(dialog.getByText('Shows').nextSibling).toHaveTextContent('Range 1');
  expect(dialog.getByText('Taken').nextSibling).toHaveTextContent('2025');
  expect(await dialog.findByRole('img', { name: 'Map of range 1 on BART Richmond-Fremont' })).toBeInTheDocument();
  const mapCall = fetch.mock.calls.find(([url]) => String(url).includes('/api/maps/image'));
  // The map marks where the photo was taken.
  const mapBody = JSON.parse(String((mapCall?.[1] as RequestInit).body));
  expect(mapBody).toEqual(photoMapBody(bartCard, 0, { lat: 37.80435, lng: -122.27118 }));
  expect(mapBody.place).toEqual({ lat: 37.80435, lng: -122.27118 });

  await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('dialog', { name: 'Photo 2 of 2: IMG_0002.jpg' })).toBeInTheDocument();
  expect(screen.getByText('Place').nextSibling).toHaveTextContent('No position given');
  expect(screen.getByText('Shows').nextSibling).toHaveTextContent('The whole shift');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('shows nothing for a report without photos', async () => {
  const fetch = mockApi(onRoute(reportPhotosRoute, { body: { photos: [] } }));
  renderWithProviders(<ShiftPhotos card={bartCard} />);
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(screen.queryByRole('list')).toBeNull();
});

it('draws only the range a photo shows, or every range for a photo of the whole shift', () => {
  expect(photoMapBody(bartCard, 0).completeChains!.length + photoMapBody(bartCard, 0).incompleteChains!.length).toBe(1);
  expect(photoMapBody(bartCard, undefined).completeChains!.length + photoMapBody(bartCard, undefined).incompleteChains!.length).toBe(bartCard.grindData.length);
});
