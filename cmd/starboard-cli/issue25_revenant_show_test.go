package main

import (
	"fmt"
	"strings"
	"testing"

	"starboard/rules"
	"starboard/rules/revenant"
)

// TestIssue25RevenantLegalNamesCards shows that legal, for the Revenant
// moves that name an Improvement card by its number, says after a # which
// card it is, and what a play pays, and that such a line of legal, pasted
// whole, is played.
func TestIssue25RevenantLegalNamesCards(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		d := newDriver(t, revenant.Title, "human", seed)
		var mv rules.Move
		found := d.until(t, 400, func() bool {
			for _, m := range d.m.Legal(d.m.ToMove()) {
				if strings.HasPrefix(d.m.MoveText(m), "play ") {
					mv = m
					return true
				}
			}
			return false
		})
		if !found {
			continue
		}
		text := d.m.MoveText(mv)
		var id int
		if _, err := fmt.Sscanf(text, "play %d", &id); err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		card := revenant.Cards[id]
		script := strings.Join(d.script, "\n") + "\nlegal\n"
		code, out, errOut := runCLI(t, script, "play", "revenant", "--seats", "human", "--seed", fmt.Sprint(seed))
		if code != 0 {
			t.Fatalf("exit %d, stderr %q", code, errOut)
		}
		var line string
		for _, l := range strings.Split(out, "\n") {
			l = withoutNumber(l)
			if strings.HasPrefix(l, text+"  # ") {
				line = l
			}
		}
		want := fmt.Sprintf("# play %s (%s, %s; %s)", card.Name, revenant.CardKindNames[card.Kind], revenant.HouseNames[card.House], revenant.CardText(id))
		if !strings.Contains(line, want) || !strings.Contains(line, ", paying ") {
			t.Fatalf("seed %d: legal prints %q for %q, want it to note %q and the payment:\n%s", seed, line, text, want, out)
		}
		for _, l := range strings.Split(out[strings.LastIndex(out, "-- "):], "\n")[1:] {
			if l = withoutNumber(l); strings.HasPrefix(l, "assign ") && strings.Contains(l, "#") {
				t.Errorf("seed %d: a move without a card number has a note: %q", seed, l)
			}
		}
		code, out, errOut = runCLI(t, script+line+"\n", "play", "revenant", "--seats", "human", "--seed", fmt.Sprint(seed))
		if code != 0 {
			t.Fatalf("exit %d, stderr %q", code, errOut)
		}
		if played := fmt.Sprintf("Seat 1: %s\n", text); !strings.Contains(out, played) {
			t.Errorf("seed %d: the line of legal %q is not played as %q:\n%s", seed, line, text, out[strings.LastIndex(out, line):])
		}
		return
	}
	t.Fatal("no seed from 1 to 20 reaches a card to play")
}

// withoutNumber returns a line legal prints without its number.
func withoutNumber(line string) string {
	if n, rest, ok := strings.Cut(strings.TrimSpace(line), ". "); ok && strings.Trim(n, "0123456789") == "" {
		return rest
	}
	return line
}
