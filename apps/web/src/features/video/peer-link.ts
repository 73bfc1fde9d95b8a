import type { IceServer } from '@solace/shared';

/** What one peer sends the other through the server: a description or an ICE candidate. */
export interface Signal {
  description?: { type: RTCSdpType; sdp?: string };
  candidate?: RTCIceCandidateInit | null;
}

interface PeerLinkOptions {
  iceServers: IceServer[];
  /** The polite peer gives way when both offer at once (perfect negotiation). */
  polite: boolean;
  /** What we send: the microphone and the camera (or the shared screen), either may be absent. */
  tracks: MediaStreamTrack[];
  send: (signal: Signal) => void;
  onState: (state: RTCPeerConnectionState) => void;
  /** A remote track arrived: `remote` holds it now. */
  onTrack: () => void;
}

/**
 * One WebRTC connection to the other participant, with the "perfect negotiation" pattern
 * (https://w3c.github.io/webrtc-pc/#perfect-negotiation-example): either side may offer at any
 * time; when both do at once, the impolite side ignores the other's offer and the polite side
 * rolls its own back. So either may join first, rejoin or renegotiate without glare.
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  /** The other person's camera and microphone, as tracks arrive. */
  readonly remote = new MediaStream();
  private makingOffer = false;
  private ignoreOffer = false;
  private closed = false;
  private videoSender: RTCRtpSender | undefined;

  constructor(private readonly options: PeerLinkOptions) {
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers });
    const outgoing = new MediaStream(options.tracks);
    for (const track of options.tracks) {
      const sender = this.pc.addTrack(track, outgoing);
      if (track.kind === 'video') this.videoSender = sender;
    }
    // The impolite side makes the first offer: without a camera or a microphone of its own it
    // still asks to receive both, or there would be nothing to offer at all.
    if (!options.polite) {
      for (const kind of ['audio', 'video'] as const) {
        if (!options.tracks.some((track) => track.kind === kind)) {
          this.pc.addTransceiver(kind, { direction: 'recvonly' });
        }
      }
    }

    this.pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await this.pc.setLocalDescription();
        if (this.pc.localDescription) this.options.send({ description: this.pc.localDescription });
      } catch (err) {
        console.warn('offer failed', err);
      } finally {
        this.makingOffer = false;
      }
    };
    this.pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.options.send({ candidate: candidate.toJSON() });
    };
    this.pc.ontrack = ({ track }) => {
      for (const old of this.remote.getTracks().filter((t) => t.kind === track.kind)) {
        this.remote.removeTrack(old);
      }
      this.remote.addTrack(track);
      this.options.onTrack();
    };
    this.pc.onconnectionstatechange = () => {
      if (this.pc.connectionState === 'failed') this.pc.restartIce();
      this.options.onState(this.pc.connectionState);
    };
  }

  /** A description or candidate from the other side. */
  async receive({ description, candidate }: Signal): Promise<void> {
    if (this.closed) return;
    try {
      if (description) {
        const collision =
          description.type === 'offer' && (this.makingOffer || this.pc.signalingState !== 'stable');
        this.ignoreOffer = !this.options.polite && collision;
        if (this.ignoreOffer) return;
        await this.pc.setRemoteDescription(description);
        if (description.type === 'offer') {
          await this.pc.setLocalDescription();
          if (this.pc.localDescription) {
            this.options.send({ description: this.pc.localDescription });
          }
        }
      } else if (candidate) {
        await this.pc.addIceCandidate(candidate);
      }
    } catch (err) {
      // A candidate of an offer we ignored, or of the other side's previous connection.
      if (!this.ignoreOffer) console.warn('signal not applied', err);
    }
  }

  /**
   * Sends `track` instead of the current video (screen share and back): the sender's track is
   * replaced without renegotiating. Only without any video sender yet is one added.
   */
  async replaceVideo(track: MediaStreamTrack | null): Promise<void> {
    if (this.videoSender) {
      await this.videoSender.replaceTrack(track);
      return;
    }
    if (track) this.videoSender = this.pc.addTrack(track, new MediaStream([track]));
  }

  close(): void {
    this.closed = true;
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }
}
