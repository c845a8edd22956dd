package audio

import (
	"io"
	"sync/atomic"
)

// loopStream reads 16-bit stereo PCM round and round without end, fading
// in over its first fadeFrames frames. After fadeOut it fades to silence
// over fadeFrames frames and then ends, so music never starts or stops
// with a click. It is read by Ebitengine's audio goroutine while fadeOut
// is called from the game's, hence the atomic flag.
type loopStream struct {
	pcm        []byte
	offset     int   // byte offset of the next frame in pcm
	read       int64 // frames read so far
	fadeFrames int64

	stopping atomic.Bool
	stopFrom int64   // frame at which the fade-out began, or -1
	stopGain float64 // gain at that frame
}

func newLoopStream(pcm []byte, fadeFrames int64) *loopStream {
	return &loopStream{pcm: pcm, fadeFrames: fadeFrames, stopFrom: -1}
}

// fadeOut asks the stream to fade to silence and end.
func (s *loopStream) fadeOut() { s.stopping.Store(true) }

// Read implements io.Reader.
func (s *loopStream) Read(buf []byte) (int, error) {
	if s.stopping.Load() && s.stopFrom < 0 {
		s.stopFrom = s.read
		s.stopGain = s.fadeInGain()
	}
	n := 0
	for n+4 <= len(buf) {
		gain := s.fadeInGain()
		if s.stopFrom >= 0 {
			left := 1 - float64(s.read-s.stopFrom)/float64(s.fadeFrames)
			if left <= 0 {
				return n, io.EOF
			}
			gain = min(gain, s.stopGain*left)
		}
		frame := s.pcm[s.offset : s.offset+4]
		if gain >= 1 {
			copy(buf[n:n+4], frame)
		} else {
			scale(buf[n:n+2], frame[0:2], gain)
			scale(buf[n+2:n+4], frame[2:4], gain)
		}
		n += 4
		s.read++
		s.offset += 4
		if s.offset == len(s.pcm) {
			s.offset = 0
		}
	}
	return n, nil
}

func (s *loopStream) fadeInGain() float64 {
	if s.read >= s.fadeFrames {
		return 1
	}
	return float64(s.read) / float64(s.fadeFrames)
}

// scale writes the little-endian 16-bit sample src times gain to dst.
func scale(dst, src []byte, gain float64) {
	v := int16(uint16(src[0]) | uint16(src[1])<<8)
	w := int16(float64(v) * gain)
	dst[0] = byte(w)
	dst[1] = byte(uint16(w) >> 8)
}
