import { useEffect, useState } from 'react';
import { PROCESSING_STAGES_MS } from '@mitumba/contracts/plain';

/** Which staged message a processing screen shows: 0 at first, then 1, 2, 3 at 1.5 s, 3 s and 8 s (spec 2 §4). */
export function useProcessingStage(stagesMs: readonly number[] = PROCESSING_STAGES_MS): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    const timers = stagesMs.map((ms, index) => setTimeout(() => setStage(index + 1), ms));
    return () => timers.forEach(clearTimeout);
  }, [stagesMs]);
  return stage;
}
