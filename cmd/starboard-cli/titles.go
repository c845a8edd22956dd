package main

import (
	"fmt"
	"io"
	"strings"
)

// runTitles lists the titles with their seats and options.
func runTitles(stdout io.Writer) int {
	for _, t := range allTitles() {
		kind := "competitive"
		if t.Cooperative {
			kind = "cooperative"
		}
		playable := ""
		if t.Build == nil {
			playable = ", not playable yet"
		}
		fmt.Fprintf(stdout, "%s\t%s: %d-%d seats, %s, ruleset %s%s\n", t.Slug, t.Name, t.MinSeats, t.MaxSeats, kind, t.Ruleset, playable)
		for _, o := range t.Options {
			values := fmt.Sprintf("%d to %d", o.Min, o.Max)
			if len(o.Values) > 0 {
				values = strings.Join(o.Values, " | ")
			}
			fmt.Fprintf(stdout, "  --option %s=%s\t(%s) %s\n", o.Key, o.Default, values, o.Doc)
		}
	}
	return 0
}
