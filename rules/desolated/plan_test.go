package desolated

import (
	"testing"

	"starboard/rules"
)

// TestPlan checks the search hint of issue 14: Plan offers "auto" exactly
// when a payment or an Earn is under way and "auto" is legal, in the game
// and in the view of the seat paying, and "auto" then finishes the
// payment.
func TestPlan(t *testing.T) {
	var _ rules.Planner = (*State)(nil)
	auto := rules.Move{Kind: MoveAuto}
	planned := 0
	randomGames(t, 12, nil, func(s *State, step int) {
		m, ok := s.Plan()
		paying := s.phase == phPay || s.phase == phEarn
		legalAuto := false
		for _, l := range s.Legal(nil) {
			legalAuto = legalAuto || l == auto
		}
		if ok != (paying && legalAuto) {
			t.Errorf("at stage %q Plan() = %v, %v; paying %v, auto legal %v", s.Stage(), s.MoveText(m), ok, paying, legalAuto)
			return
		}
		if !ok {
			return
		}
		planned++
		if m != auto {
			t.Errorf("Plan() = %q, want auto", s.MoveText(m))
		}
		if vm, vok := s.View(s.ToMove()).(*State).Plan(); vm != m || vok != ok {
			t.Errorf("the paying seat's view plans %q, %v; the game %q, %v", s.MoveText(vm), vok, s.MoveText(m), ok)
		}
		after := s.Clone().(*State)
		if _, err := after.Apply(m); err != nil {
			t.Errorf("the plan's move refused: %v", err)
		} else if after.phase == s.phase && after.phase == phPay && after.active == s.active {
			t.Errorf("auto left the payment under way at stage %q", after.Stage())
		}
	})
	if planned == 0 {
		t.Error("no game reached a planned position")
	}
}
