package audio

import (
	"os"
	"path/filepath"
	"testing"
)

// TestDumpWAV writes every sound to the directory named by
// STARBOARD_AUDIO_DUMP, for listening and analysis; it is skipped without it.
func TestDumpWAV(t *testing.T) {
	dir := os.Getenv("STARBOARD_AUDIO_DUMP")
	if dir == "" {
		t.Skip("set STARBOARD_AUDIO_DUMP to a directory to write the sounds as WAV files")
	}
	for s := Sound(0); int(s) < SoundCount; s++ {
		f, err := os.Create(filepath.Join(dir, s.String()+".wav"))
		if err != nil {
			t.Fatal(err)
		}
		if err := WriteWAV(f, s); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
	}
}
