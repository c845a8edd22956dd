package audio

import (
	"os"
	"strings"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// EnvVar is the environment variable that silences the program: when it
// is "off" (or "0", "false", "no", "none"), New returns a silent Player
// without looking for a sound device. Tests and CI set it.
const EnvVar = "STARBOARD_AUDIO"

// The volumes a new Player starts with, each from 0 to 1. The music is
// kept well under the effects.
const (
	DefaultMasterVolume  = 0.8
	DefaultEffectsVolume = 0.8
	DefaultMusicVolume   = 0.5
)

const (
	// voicesPerEffect is how many copies of one effect can sound at once;
	// a further Play restarts the oldest.
	voicesPerEffect = 3
	// musicFadeSeconds is how long the music takes to fade in and out.
	musicFadeSeconds = 2.0
	// readyPoll is how often a Player checks whether the audio context
	// has become ready.
	readyPoll = 20 * time.Millisecond
)

// Options configures New.
type Options struct {
	// Silent makes New return a silent Player without looking for a sound
	// device, as STARBOARD_AUDIO=off does.
	Silent bool
	// Muted starts the Player muted.
	Muted bool
}

// Player plays the game's sounds through the program's one audio context.
// A silent Player, made when there is no sound device or sound is turned
// off, accepts every call and does nothing. All methods are safe for use
// from any goroutine and on a nil *Player.
type Player struct {
	mu sync.Mutex

	context *audio.Context // nil when silent
	status  string
	closed  bool

	muted                  bool
	master, effects, music float64

	voices    [SoundCount][]*audio.Player // per effect, made on first use
	nextVoice [SoundCount]int

	effectsReady bool // the effects are synthesized
	musicWanted  bool // StartMusic was called and StopMusic not since
	musicReady   bool // the loop is synthesized
	musicPlayer  *audio.Player
	musicStream  *loopStream
}

// New returns a Player. It never fails: without a sound device, or when
// opts.Silent is set or STARBOARD_AUDIO is "off", the Player is silent.
//
// On Linux and the BSDs New first checks for a sound device (a few
// milliseconds) and creates the audio context only if it finds one; see
// the package documentation. Then the program's audio context is created,
// or reused if one exists, and the sounds are synthesized in the
// background (about 60 ms of CPU on the desktop). Sounds start once they
// are synthesized and Ebitengine reports the context ready: on the
// desktop, in the first ticks of the game or up to a second or two later
// with PulseAudio; in the browser, after the first user gesture.
func New(opts Options) *Player {
	p := &Player{
		muted:   opts.Muted,
		master:  DefaultMasterVolume,
		effects: DefaultEffectsVolume,
		music:   DefaultMusicVolume,
	}
	if opts.Silent {
		p.status = "silent: turned off"
		return p
	}
	if silencedByEnv() {
		p.status = "silent: turned off by " + EnvVar
		return p
	}
	ok, where := probeDevice()
	if !ok {
		p.status = "silent: " + where
		return p
	}
	context := audio.CurrentContext()
	if context == nil {
		context = audio.NewContext(SampleRate)
	} else if context.SampleRate() != SampleRate {
		p.status = "silent: the program's audio context runs at another sample rate"
		return p
	}
	p.context = context
	p.status = "sound through " + where
	go p.prepare()
	return p
}

// silencedByEnv reports whether STARBOARD_AUDIO turns sound off.
func silencedByEnv() bool {
	switch strings.ToLower(strings.TrimSpace(os.Getenv(EnvVar))) {
	case "off", "0", "false", "no", "none":
		return true
	}
	return false
}

// prepare synthesizes the effects and then the music loop, waits for the
// context to be ready and starts the music if it is wanted by then. It
// runs beside the game; in the browser it pauses between sounds so that
// frames go on being drawn.
func (p *Player) prepare() {
	for s := range Sound(SoundCount) {
		if s != Music {
			pcm(s)
			yieldCPU()
		}
	}
	p.mu.Lock()
	p.effectsReady = true
	p.mu.Unlock()
	pcm(Music)
	p.mu.Lock()
	p.musicReady = true
	p.mu.Unlock()
	for {
		p.mu.Lock()
		if p.closed {
			p.mu.Unlock()
			return
		}
		if p.context.IsReady() {
			p.startMusicLocked()
			p.mu.Unlock()
			return
		}
		p.mu.Unlock()
		time.Sleep(readyPoll)
	}
}

// Available reports whether the Player can make sound: a sound device was
// found and Close has not been called. It is true in the browser even
// before the first gesture.
func (p *Player) Available() bool {
	if p == nil {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.context != nil && !p.closed
}

// Ready reports whether Play is heard now: the Player has a sound device,
// its effects are synthesized and Ebitengine reports the context started.
// In the browser it turns true after the first user gesture, so a screen
// can invite a tap for sound until then.
func (p *Player) Ready() bool {
	if p == nil {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.context != nil && !p.closed && p.effectsReady && p.context.IsReady()
}

// Status describes in a few words where the sound goes, or why the Player
// is silent, for a settings screen or a log.
func (p *Player) Status() string {
	if p == nil {
		return "silent: no player"
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return "silent: closed"
	}
	return p.status
}

// Play starts the sound from its beginning. Up to three copies of one
// effect overlap; a fourth restarts the oldest. Play(Music) is
// StartMusic. Play does nothing while the Player is muted or silent, or
// until Ready reports true (in the browser, before the first gesture), so
// no sound is held back to burst out later.
func (p *Player) Play(s Sound) {
	if p == nil || !s.valid() {
		return
	}
	if s == Music {
		p.StartMusic()
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.context == nil || p.closed || p.muted || !p.effectsReady || !p.context.IsReady() {
		return
	}
	volume := p.master * p.effects
	if volume == 0 {
		return
	}
	voice := p.freeVoiceLocked(s)
	voice.Pause()
	if err := voice.Rewind(); err != nil {
		return
	}
	voice.SetVolume(volume)
	voice.Play()
}

// freeVoiceLocked returns a player for the effect that is not playing, a
// new one if there is room, or else the one started longest ago.
func (p *Player) freeVoiceLocked(s Sound) *audio.Player {
	for _, v := range p.voices[s] {
		if !v.IsPlaying() {
			return v
		}
	}
	if len(p.voices[s]) < voicesPerEffect {
		v := p.context.NewPlayerFromBytes(pcm(s))
		p.voices[s] = append(p.voices[s], v)
		return v
	}
	v := p.voices[s][p.nextVoice[s]]
	p.nextVoice[s] = (p.nextVoice[s] + 1) % voicesPerEffect
	return v
}

// SetVolume sets the master, effects and music volumes, each from 0
// (silent) to 1 (full); values outside are clamped. Effects play at
// master×effects and the music at master×music. The change applies to
// sounds already playing.
func (p *Player) SetVolume(master, effects, music float64) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.master, p.effects, p.music = clamp01(master), clamp01(effects), clamp01(music)
	p.applyVolumesLocked()
}

// Volume returns the master, effects and music volumes.
func (p *Player) Volume() (master, effects, music float64) {
	if p == nil {
		return 0, 0, 0
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.master, p.effects, p.music
}

// SetMuted mutes or unmutes all sound. While muted, Play does nothing and
// the music goes on without being heard, so unmuting brings it back in
// time. The volumes are kept.
func (p *Player) SetMuted(muted bool) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.muted = muted
	p.applyVolumesLocked()
}

// Muted reports whether the Player is muted.
func (p *Player) Muted() bool {
	if p == nil {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.muted
}

func (p *Player) applyVolumesLocked() {
	if p.context == nil || p.closed {
		return
	}
	effects, music := p.master*p.effects, p.master*p.music
	if p.muted {
		effects, music = 0, 0
	}
	for _, voices := range p.voices {
		for _, v := range voices {
			if v.IsPlaying() {
				v.SetVolume(effects)
			}
		}
	}
	if p.musicPlayer != nil {
		p.musicPlayer.SetVolume(music)
	}
}

// StartMusic starts the music loop with a fade-in, if it is not already
// playing. If the loop is still being synthesized, or the context is not
// ready yet (in the browser, before the first gesture), the music starts
// as soon as it can.
func (p *Player) StartMusic() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.context == nil || p.closed {
		return
	}
	p.musicWanted = true
	if p.musicReady && p.context.IsReady() {
		p.startMusicLocked()
	}
}

func (p *Player) startMusicLocked() {
	if !p.musicWanted || p.musicPlayer != nil {
		return
	}
	stream := newLoopStream(pcm(Music), int64(frames(musicFadeSeconds)))
	player, err := p.context.NewPlayer(stream)
	if err != nil {
		return
	}
	volume := p.master * p.music
	if p.muted {
		volume = 0
	}
	player.SetVolume(volume)
	player.Play()
	p.musicPlayer, p.musicStream = player, stream
}

// StopMusic fades the music out. StartMusic afterwards starts it again
// from the beginning.
func (p *Player) StopMusic() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.stopMusicLocked()
}

func (p *Player) stopMusicLocked() {
	p.musicWanted = false
	if p.musicStream != nil {
		// The player stops by itself when the stream ends.
		p.musicStream.fadeOut()
	}
	p.musicPlayer, p.musicStream = nil, nil
}

// Close fades the music out, stops every effect and makes the Player
// silent for good. The audio context itself lives as long as the program
// (Ebitengine allows only one), so a later New reuses it.
func (p *Player) Close() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return
	}
	p.stopMusicLocked()
	for s, voices := range p.voices {
		for _, v := range voices {
			v.Pause()
		}
		p.voices[s] = nil
	}
	p.closed = true
}
