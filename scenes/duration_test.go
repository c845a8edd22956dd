package scenes_test

import (
	"testing"
	"time"

	"starboard/scenes"
)

func TestReadableDuration(t *testing.T) {
	for d, want := range map[time.Duration]string{
		0:                           "0 s",
		400 * time.Millisecond:      "0 s",
		30 * time.Second:            "30 s",
		29600 * time.Millisecond:    "30 s",
		time.Minute:                 "1 min",
		90 * time.Second:            "1 min 30 s",
		150 * time.Second:           "2 min 30 s",
		time.Hour + 5*time.Minute:   "1 h 5 min",
		2*time.Hour + 1*time.Second: "2 h 1 s",
		-3 * time.Second:            "0 s",
	} {
		if got := scenes.ReadableDuration(d); got != want {
			t.Errorf("ReadableDuration(%v) = %q, want %q", d, got, want)
		}
	}
}
