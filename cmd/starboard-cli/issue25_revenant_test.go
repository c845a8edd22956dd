package main

import (
	"fmt"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/revenant"
)

// TestIssue25PublicDraftPickIsPrinted shows that Revenant's opening House
// draft, taken from cards laid out for everyone, prints the pick to the
// other seats even when it is the last pick, after which every seat draws
// a secret Hidden Influence card: the draws stay hidden, the pick does not.
func TestIssue25PublicDraftPickIsPrinted(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		d := newDriver(t, revenant.Title, "bot:random,human", seed)
		var pick match.Entry
		found := d.until(t, 60, func() bool {
			for _, e := range d.last {
				draft, draws := false, false
				for _, ev := range e.Events {
					draft = draft || ev.Kind == revenant.EvDraft
					draws = draws || ev.Kind == revenant.EvHIDraw
				}
				if draft && draws {
					pick = e
					return true
				}
			}
			return false
		})
		if !found || pick.Seat != 0 {
			continue
		}
		script := strings.Join(d.script, "\n") + "\n"
		code, out, errOut := runCLI(t, script, "play", "revenant", "--seats", "bot:random,human", "--seed", fmt.Sprint(seed))
		if code != 0 {
			t.Fatalf("exit %d, stderr %q", code, errOut)
		}
		line := fmt.Sprintf("%d. Seat 1 (bot:random): ", pick.Number)
		i := strings.LastIndex(out, line)
		if i < 0 {
			t.Fatalf("seed %d: no line %q in\n%s", seed, line, out)
		}
		got, _, _ := strings.Cut(out[i:], "\n")
		if !strings.Contains(got, pick.Text) {
			t.Errorf("seed %d: the public draft pick %q is hidden from seat 2: %q", seed, pick.Text, got)
		}
		if strings.Contains(out[i:], "seat 1 draws Hidden Influence: ") {
			t.Errorf("seed %d: seat 2 sees another seat's Hidden Influence draw:\n%s", seed, out[i:])
		}
		return
	}
	t.Fatal("no seed from 1 to 40 gives the bot the last draft pick")
}

// TestIssue25PublicInfluenceBeforeSecretDrawIsPrinted shows, on the events
// Revenant's final scoring makes, that the Influence one seat chooses at
// Tactics 11 is printed to the others although the move sets off the next
// seat's secret Hidden Influence draw, while keeping a Hidden Influence
// card stays a secret choice.
func TestIssue25PublicInfluenceBeforeSecretDrawIsPrinted(t *testing.T) {
	influence := match.Entry{Number: 300, Seat: 0, Text: "influence fenrax", Events: []rules.Event{
		{Kind: revenant.EvInfluence, Seat: 0, A: 0, B: 5, To: rules.Everyone},
		{Kind: revenant.EvHIDraw, Seat: 1, A: 3, B: -2, C: -2, D: -2, To: rules.SeatsOf(1), Secret: rules.SecretA | rules.SecretB | rules.SecretC | rules.SecretD, Sealed: true},
	}}
	for _, viewer := range []rules.Seat{0, 1} {
		if secretFor(influence, viewer) {
			t.Errorf("seat %d: the public Influence choice %q is printed as a secret choice", viewer+1, influence.Text)
		}
	}
	keep := match.Entry{Number: 301, Seat: 1, Text: "keep yarvek", Events: []rules.Event{
		{Kind: revenant.EvHIKeep, Seat: 1, A: 2, To: rules.SeatsOf(1), Secret: rules.SecretA},
	}}
	if !secretFor(keep, 0) || secretFor(keep, 1) {
		t.Errorf("keeping a Hidden Influence card: secret for seat 1 %v, for seat 2 %v; want true, false", secretFor(keep, 0), secretFor(keep, 1))
	}
}
