// spec 01 §2 testing: leaving a running test warns first (the shared guard in lib/player).
export { useLeaveGuard as useLeaveWarning } from '../../../lib/player/use-leave-guard';
