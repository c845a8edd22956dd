package audio_test

import (
	"fmt"

	"starboard/audio"
)

// A game makes one Player at start-up and calls it from Update. A silent
// Player (here forced, as STARBOARD_AUDIO=off does) takes the same calls.
func ExampleNew() {
	p := audio.New(audio.Options{Silent: true})
	defer p.Close()

	p.SetVolume(0.8, 1, 0.4)
	p.StartMusic()
	p.Play(audio.TurnChime)
	fmt.Println(p.Available(), p.Ready())
	fmt.Println(p.Status())
	// Output:
	// false false
	// silent: turned off
}

// WriteWAV renders any sound to a file for listening or analysis.
func ExampleWriteWAV() {
	var size countingWriter
	if err := audio.WriteWAV(&size, audio.Score); err != nil {
		fmt.Println(err)
	}
	fmt.Printf("%v: %d bytes, %.2f s\n", audio.Score, int(size), float64(size-44)/4/audio.SampleRate)
	// Output: score: 153644 bytes, 0.80 s
}

type countingWriter int

func (w *countingWriter) Write(b []byte) (int, error) {
	*w += countingWriter(len(b))
	return len(b), nil
}
