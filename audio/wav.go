package audio

import (
	"encoding/binary"
	"fmt"
	"io"
)

// WriteWAV writes the sound to w as a WAV file: 16-bit PCM, two channels,
// SampleRate frames per second. For Music it writes one pass of the loop.
func WriteWAV(w io.Writer, s Sound) error {
	if !s.valid() {
		return fmt.Errorf("audio: no sound %d", int(s))
	}
	data := pcm(s)
	const (
		channels      = 2
		bytesPerFrame = 4
	)
	header := struct {
		Riff          [4]byte
		RiffSize      uint32
		Wave          [4]byte
		Fmt           [4]byte
		FmtSize       uint32
		Format        uint16
		Channels      uint16
		SampleRate    uint32
		ByteRate      uint32
		BlockAlign    uint16
		BitsPerSample uint16
		Data          [4]byte
		DataSize      uint32
	}{
		Riff:          [4]byte{'R', 'I', 'F', 'F'},
		RiffSize:      uint32(36 + len(data)),
		Wave:          [4]byte{'W', 'A', 'V', 'E'},
		Fmt:           [4]byte{'f', 'm', 't', ' '},
		FmtSize:       16,
		Format:        1, // integer PCM
		Channels:      channels,
		SampleRate:    SampleRate,
		ByteRate:      SampleRate * bytesPerFrame,
		BlockAlign:    bytesPerFrame,
		BitsPerSample: 16,
		Data:          [4]byte{'d', 'a', 't', 'a'},
		DataSize:      uint32(len(data)),
	}
	if err := binary.Write(w, binary.LittleEndian, &header); err != nil {
		return err
	}
	_, err := w.Write(data)
	return err
}
