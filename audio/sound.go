package audio

// Sound names one of the synthesized sounds.
type Sound int

// The sounds, in the order of SoundCount.
const (
	// Pick is the short rising blip of taking a piece in hand.
	Pick Sound = iota
	// Place is the soft wooden knock of putting a piece down.
	Place
	// Flip is the papery flutter of turning a card or tile.
	Flip
	// Reveal is a swell of air with two shimmering notes, for hidden
	// things shown.
	Reveal
	// Score is a rising arpeggio for points gained.
	Score
	// Error is a low, soft buzz for a refused action.
	Error
	// TurnChime is two bell tones that announce a new turn.
	TurnChime
	// Music is the ambient music loop. Play(Music) is the same as
	// StartMusic.
	Music

	// SoundCount is the number of sounds; valid sounds are 0 to
	// SoundCount-1.
	SoundCount int = iota
)

var soundNames = [SoundCount]string{
	Pick:      "pick",
	Place:     "place",
	Flip:      "flip",
	Reveal:    "reveal",
	Score:     "score",
	Error:     "error",
	TurnChime: "turn-chime",
	Music:     "music",
}

// String returns the sound's lower-case name, such as "turn-chime".
func (s Sound) String() string {
	if !s.valid() {
		return "unknown"
	}
	return soundNames[s]
}

func (s Sound) valid() bool { return s >= 0 && int(s) < SoundCount }
