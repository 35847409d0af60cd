-- A return may be asked for because the size does not fit (decision 0036).
ALTER TYPE "public"."cancellation_reason" ADD VALUE 'wrongSize' BEFORE 'changedMind';
