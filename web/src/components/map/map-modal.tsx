import { useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { ModalShell } from '../ui/modal-shell';
import * as messages from '../../lib/messages';
import { MapView, type MapPoint } from './map-view';
import styles from './map-modal.module.css';

export interface MapModalProps {
  /** The city's name, shown as the subtitle (SPEC section 2). */
  cityName: string;
  /** Where the map opens (the place, or the city centre). */
  center: MapPoint;
  /** The point shown as chosen (the place's location). */
  point?: MapPoint | null;
  /** A title for the point's marker (the place's name). */
  pointTitle?: string;
  /** Editable: a click moves the point and reports it through `onPick`. */
  editable?: boolean;
  onPick?(point: MapPoint): void;
  /** Under the map: what the point is (an address, a place near it). */
  caption?: ReactNode;
  /** Given, a Done button under the map ends the choice (and closes, as the caller decides). */
  onDone?(): void;
  onClose(): void;
}

const POINT_ID = 'point';

/** `modal=map_modal`: the map titled Location with the city as subtitle (SPEC section 2). */
export function MapModal({
  cityName,
  center,
  point = null,
  pointTitle = messages.map.picked,
  editable = false,
  onPick,
  caption,
  onDone,
  onClose,
}: MapModalProps) {
  const [picked, setPicked] = useState<MapPoint | null>(point);
  const shown = editable ? picked : point;
  return (
    <ModalShell title={messages.map.modalTitle} subtitle={cityName} onClose={onClose} size="md">
      <div className={styles.map}>
        <MapView
          center={center}
          markers={shown ? [{ id: POINT_ID, title: pointTitle, ...shown }] : []}
          selectedId={POINT_ID}
          editable={editable}
          onPick={(next) => {
            setPicked(next);
            onPick?.(next);
          }}
          label={messages.map.modalTitle}
        />
      </div>
      {caption || onDone ? (
        <div className={styles.footer}>
          <p className={styles.caption} aria-live="polite">
            {caption}
          </p>
          {onDone ? <Button onClick={onDone}>{messages.location.done}</Button> : null}
        </div>
      ) : null}
    </ModalShell>
  );
}
