// Package audio plays Starboard's sounds: a handful of short effects and a
// quiet ambient music loop, all synthesized in code when the program starts,
// played through one Ebitengine audio context.
//
// A Player is the only handle a game needs. New never fails: when the
// machine has no working sound device, or when the environment variable
// STARBOARD_AUDIO is "off", New returns a silent Player whose methods do
// nothing. Every method is also safe on a nil *Player.
//
// # Why a probe
//
// Ebitengine opens the sound device lazily, on the first ticks of the game
// loop, and when that fails the error comes out of ebiten.RunGame and ends
// the game. There is no error to check beforehand. So on Linux and the BSDs,
// New first checks for a device itself, the way Ebitengine's driver will
// look for one (a PulseAudio client connection with a playback stream, else
// ALSA's "default" PCM through libasound loaded at run time, with no cgo),
// and creates the audio context only when that check passes.
//
// In the browser there is no probe: the context is always created, and
// browsers start audio only after the first user gesture (a click, a tap or
// a key). Until Ebitengine reports the context ready, Play does nothing and
// StartMusic only records the wish, so no sound piles up to burst out at
// the first tap. Player.Ready tells a screen when sound has started.
//
// # The sounds
//
// Effects and music are rendered once, in the background after New, into
// 16-bit stereo PCM at SampleRate from simple parts: sine and triangle
// oscillators, attack and exponential decay envelopes, one-pole low-pass
// filters and a little noise from a fixed seed, so every run produces the
// same bytes. The music is a pad of detuned voices over four slow chords
// that loops without a seam. WriteWAV writes any sound to a WAV file for
// listening or analysis.
package audio
