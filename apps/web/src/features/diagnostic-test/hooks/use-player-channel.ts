// The host's side of the player protocol, shared with the lessons (lib/player).
export {
  usePlayerFrame as usePlayerChannel,
  type HostMessage,
} from '../../../lib/player/use-player-frame';
