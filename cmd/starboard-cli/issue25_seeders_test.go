package main

import (
	"fmt"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules/seeders"
)

// TestP1OrderSlotIsPublic: in Seeders the turn-order slot a player
// chooses is public. A bot's choice reads as its move to the person at the
// keyboard, even when the choice completes the order and the cards dealt
// next are secret.
func TestP1OrderSlotIsPublic(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		d := newDriver(t, seeders.Title, "bot:random,human", seed)
		var slot match.Entry
		found := d.until(t, 600, func() bool {
			for _, e := range d.last {
				if e.Seat == 0 && e.Move.Kind == seeders.MoveOrder {
					slot = e
					return true
				}
			}
			return false
		})
		if !found {
			continue
		}
		dealt := false
		for _, ev := range slot.Events {
			dealt = dealt || ev.Redacted(1)
		}
		if !dealt {
			t.Fatalf("seed %d: the slot choice %q dealt no secret card", seed, slot.Text)
		}
		script := strings.Join(d.script, "\n") + "\n"
		code, out, errOut := runCLI(t, script, "play", "seeders", "--seats", "bot:random,human", "--seed", fmt.Sprint(seed))
		if code != 0 {
			t.Fatalf("exit %d, stderr %q", code, errOut)
		}
		line := fmt.Sprintf("%d. Seat 1 (bot:random): ", slot.Number)
		i := strings.LastIndex(out, line)
		if i < 0 {
			t.Fatalf("seed %d: no line %q in\n%s", seed, line, out)
		}
		got, _, _ := strings.Cut(out[i:], "\n")
		if got != line+slot.Text {
			t.Errorf("seed %d: seat 2 reads the bot's public slot choice as %q, want %q", seed, got, line+slot.Text)
		}
		mustContain(t, "the slot choice", out[i:], fmt.Sprintf("Seat 1 plays in place %d this turn.", slot.Move.A+1))
		mustContain(t, "the deal after it", out[i:], "Seat 1 is dealt a card.")
		return
	}
	t.Fatal("no seed from 1 to 40 gives a bot's slot choice")
}

// TestSeedersShowListsTheTable: show in a game of Seeders prints the
// whole table as the person sees it: the headings of every part, the
// discarded cards with their texts, and the person's own hand with the
// texts of its cards, while the bot's hand stays hidden.
func TestSeedersShowListsTheTable(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		d := newDriver(t, seeders.Title, "human,bot:random", seed)
		found := d.until(t, 600, func() bool {
			v, ok := d.m.View(0).(*seeders.State)
			return ok && !d.m.IsBot(d.m.ToMove()) && v.DiscardCount() > 0 && len(v.Hand(0)) > 0
		})
		if !found {
			continue
		}
		v := d.m.View(0).(*seeders.State)
		script := strings.Join(d.script, "\n") + "\nshow\n"
		code, out, errOut := runCLI(t, script, "play", "seeders", "--seats", "human,bot:random", "--seed", fmt.Sprint(seed))
		if code != 0 {
			t.Fatalf("exit %d, stderr %q", code, errOut)
		}
		i := strings.LastIndex(out, "Seeders from Sereis: Exodus, game turn")
		if i < 0 {
			t.Fatalf("seed %d: show printed no table:\n%s", seed, out)
		}
		show := out[i:]
		mustContain(t, "show", show, "Turn order:", "Seat 1: ", "Seat 2: ", "  Hand, ", "  Ark, ", "  Jail, ",
			"Wing of Whispers", "  Chamber 12  cubes", "  Spot  1  Chambers", "Discard Pile, ")
		top := v.Discard(v.DiscardCount() - 1)
		card := seeders.CardOf(top)
		mustContain(t, "the top discard", show, fmt.Sprintf("%s #%d", card.Name, top), card.Caste.String(), fmt.Sprintf("cost %d", card.Cost))
		if card.Text != "" {
			mustContain(t, "the top discard's text", show, card.Text)
		}
		for _, id := range v.Hand(0) {
			mustContain(t, "the person's hand", show, fmt.Sprintf("%s #%d", seeders.CardOf(id).Name, id))
		}
		_, bot, _ := strings.Cut(show, "\nSeat 2: ")
		hand, _, _ := strings.Cut(bot, "  Ark, ")
		// The cards the bot won in the Chambers are public; those dealt
		// or drawn are hidden.
		shown, hidden := 0, 0
		for _, id := range v.Hand(1) {
			if id < 0 {
				hidden++
				continue
			}
			shown++
			mustContain(t, "the bot's public hand cards", hand, fmt.Sprintf("%s #%d", seeders.CardOf(id).Name, id))
		}
		if strings.Count(hand, " #") != shown || hidden > 0 && !strings.Contains(hand, fmt.Sprintf(" %d card", hidden)) {
			t.Errorf("seed %d: the bot's hand reads\n%s\nwant %d cards named and %d hidden", seed, hand, shown, hidden)
		}
		return
	}
	t.Fatal("no seed from 1 to 20 reaches a move of the person with a discarded card")
}
