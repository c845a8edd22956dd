package audio

import "sync"

// The rendered sounds are cached for the life of the process: each is
// synthesized the first time it is needed.
var (
	pcmOnce  [SoundCount]sync.Once
	pcmCache [SoundCount][]byte
)

// pcm returns the sound as 16-bit little-endian stereo frames at
// SampleRate. The slice is shared: callers must not change it.
func pcm(s Sound) []byte {
	pcmOnce[s].Do(func() {
		if s == Music {
			pcmCache[s] = renderMusic()
			return
		}
		pcmCache[s] = renderEffect(effects[s])
	})
	return pcmCache[s]
}
