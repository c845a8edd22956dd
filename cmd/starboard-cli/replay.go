package main

import (
	"fmt"
	"io"
	"strings"

	"starboard/match"
	"starboard/rules"
)

// runReplay checks a save by replaying it and prints the scores it reaches.
func runReplay(args []string, stdout, stderr io.Writer) int {
	cl := newCommandLine("replay", "<file>", nil, stdout, stderr)
	positional, exit, ok := cl.parse(args, 1)
	if !ok {
		return exit
	}
	args = positional
	data, err := match.FileStore{Path: args[0]}.Load()
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 1
	}
	save, err := rules.ParseSave(data)
	if err != nil {
		fmt.Fprintf(stderr, "error: %s: %v\n", args[0], err)
		return 1
	}
	// The seats are checked as load checks them.
	if _, err := match.SaveSeats(save); err != nil {
		fmt.Fprintf(stderr, "error: %s: %v\n", args[0], err)
		return 1
	}
	t, err := findTitle(save.Title)
	if err != nil {
		fmt.Fprintf(stderr, "error: %s: %v\n", args[0], err)
		return 1
	}
	g, err := save.Replay(t)
	if err != nil {
		fmt.Fprintf(stderr, "error: %s: %v\n", args[0], explain(err))
		return 1
	}
	state := "in progress, " + seatName(save.Seats, g.ToMove()) + " to move"
	if g.Over() {
		state = "over"
	}
	fmt.Fprintf(stdout, "%s: %d moves replayed, all legal; the game is %s\n", t.Name, len(save.Moves), state)
	names := make([]string, len(save.Seats))
	for i := range save.Seats {
		names[i] = seatName(save.Seats, rules.Seat(i))
	}
	printScores(stdout, g, names, t.Cooperative)
	return 0
}

// seatName returns the name a save records for seat.
func seatName(seats []rules.SeatRecord, seat rules.Seat) string {
	if seat >= 0 && int(seat) < len(seats) && seats[seat].Name != "" {
		return seats[seat].Name
	}
	return fmt.Sprintf("Seat %d", int(seat)+1)
}

// printScores prints every seat's score with its breakdown, as g shows
// them, and the winners once g is over. In a cooperative title the seats
// share one score, printed once for them all.
func printScores(w io.Writer, g rules.Game, names []string, cooperative bool) {
	scored := names
	if cooperative && len(names) > 1 {
		scored = []string{together(names)}
	}
	for i, name := range scored {
		seat := rules.Seat(i)
		fmt.Fprintf(w, "%s: %d\n", name, g.Score(seat))
		lines := g.Breakdown(seat)
		width := 28
		for _, line := range lines {
			width = max(width, len(line.Label))
		}
		for _, line := range lines {
			fmt.Fprintf(w, "  %-*s %4d\n", width, line.Label, line.Points)
		}
		if len(lines) == 0 && !g.Over() {
			fmt.Fprintln(w, "  (this title scores at the end: the breakdown comes when the game ends)")
		}
	}
	if !g.Over() {
		return
	}
	var winners []string
	for i, name := range names {
		if g.Winners().Has(rules.Seat(i)) {
			winners = append(winners, name)
		}
	}
	if len(winners) == 0 {
		fmt.Fprintln(w, "winners: nobody")
		return
	}
	fmt.Fprintf(w, "winners: %s\n", strings.Join(winners, ", "))
}

// together names the seats of a cooperative game as one team: "Ada, Bob
// and Cy together".
func together(names []string) string {
	last := len(names) - 1
	return strings.Join(names[:last], ", ") + " and " + names[last] + " together"
}
