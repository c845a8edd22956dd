package match

import (
	"fmt"
	"strings"

	"starboard/ai"
)

// Player says who plays a seat: a person, or a bot of some level. The zero
// Player is a person.
type Player struct {
	Bot   bool
	Level ai.Level // the bot's level; ignored for a person
}

// Human is the player of a seat a person plays.
var Human = Player{}

// BotPlayer returns the player of a seat a bot of the given level plays.
func BotPlayer(level ai.Level) Player { return Player{Bot: true, Level: level} }

// ParsePlayer reads a player as written in a seat list or a save: "human",
// "bot" (a bot of normal level) or "bot:LEVEL" with LEVEL one of random,
// easy, normal and hard.
func ParsePlayer(s string) (Player, error) {
	text := strings.ToLower(strings.TrimSpace(s))
	switch {
	case text == "human":
		return Human, nil
	case text == "bot":
		return BotPlayer(ai.Normal), nil
	case strings.HasPrefix(text, "bot:"):
		level, err := ai.ParseLevel(strings.TrimPrefix(text, "bot:"))
		if err != nil {
			return Player{}, fmt.Errorf("player %q: %v", s, err)
		}
		return BotPlayer(level), nil
	}
	return Player{}, fmt.Errorf("player %q is neither human nor bot (write human, bot, or bot:LEVEL)", s)
}

// String returns the player in the form ParsePlayer reads: "human" or
// "bot:hard".
func (p Player) String() string {
	if !p.Bot {
		return "human"
	}
	return "bot:" + p.Level.String()
}

// SeatConfig is one seat of a match: the name shown for it, who plays it
// and its colour. The zero SeatConfig is a person named after the seat
// ("Seat 1") in the seat's own colour.
type SeatConfig struct {
	Name   string
	Player Player
	// Color picks the seat's colour (and the shape that goes with it) from
	// the screens' seat palette, counting from 1; 0 means the seat's own,
	// the palette's colour at the seat's index.
	Color int
}

// ColorIndex returns the index in the seat palette of the colour of the
// seat at index seat configured as c.
func (c SeatConfig) ColorIndex(seat int) int {
	if c.Color > 0 {
		return c.Color - 1
	}
	return seat
}
