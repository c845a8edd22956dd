package seeders

import (
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// In a hot-seat game the device is passed only once the bots' moves
// before it have played on the table, in the log: never while their
// events are still queued. Seed 8 with four seats opens with a bot's
// move, and later a bot sits between the two people.
func TestHandOverWaitsForTheBotsMoves(t *testing.T) {
	// The bots are held until the table is open: a bot as quick as a
	// random one could otherwise make the opening's moves before the
	// table exists, and those are logged, not played on the board.
	var seats []match.SeatConfig
	for i, p := range []string{"human", "human", "bot:random", "bot:random"} {
		pl, err := match.ParsePlayer(p)
		if err != nil {
			t.Fatal(err)
		}
		seats = append(seats, match.SeatConfig{Name: scenetest.SeatNames[i], Player: pl})
	}
	m, err := match.New(match.Config{Title: rs.Title, Setup: rules.Setup{Seed: 8}, Seats: seats, HoldBots: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
	if !m.IsBot(m.ToMove()) {
		t.Fatal("the game does not open with a bot's move")
	}
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 1
	sh := r.Table.(*Shell)
	rng := rules.NewRNG(8)
	botPlayed, passes := false, 0
	for guard := 0; guard < 6000 && passes < 4; guard++ {
		m.RunBots() // held again once a person is to move
		if sh.Playing() && m.IsBot(sh.Acting()) {
			botPlayed = true
		}
		if sh.Passing() {
			if sh.Playing() || !strings.HasPrefix(sh.Status(), "queue 0/0 ") {
				t.Fatalf("the device is passed while events still play: %s", sh.Status())
			}
			if m.IsBot(m.ToMove()) {
				t.Fatalf("the device is passed while a bot is to move: %s", sh.Status())
			}
			if passes == 0 && countBotLines(sh.LogText()) == 0 {
				t.Fatalf("the first hand-over came before the bots' opening moves were logged: %q", sh.LogText())
			}
			if passes == 0 && !botPlayed {
				t.Fatal("the bots' opening moves did not play on the table before the first hand-over")
			}
			passes++
			r.Tap(sh.PassButton())
			botPlayed = false
			continue
		}
		legal := sh.Legal()
		if len(legal) == 0 {
			r.Step(1)
			continue
		}
		r.Perform(lively(&rng, legal), false)
	}
	if passes < 4 {
		t.Fatalf("%d hand-overs seen: %s", passes, sh.Status())
	}
}

// countBotLines counts the log's lines that name a bot's seat (Chandra or
// Dara, the rig's third and fourth seats).
func countBotLines(log []string) int {
	n := 0
	for _, line := range log {
		if strings.Contains(line, scenetest.SeatNames[2]) || strings.Contains(line, scenetest.SeatNames[3]) {
			n++
		}
	}
	return n
}
