// Package catalog lists the titles Starboard can play.
package catalog

import (
	"fmt"
	"strings"

	"starboard/rules"
	"starboard/rules/desolated"
	"starboard/rules/gods"
	"starboard/rules/revenant"
	"starboard/rules/revive"
	"starboard/rules/seeders"
)

// All returns every playable title, in menu order.
func All() []rules.Title {
	return []rules.Title{gods.Title, desolated.Title, seeders.Title, revive.Title, revenant.Title}
}

// Find returns the title with the given slug.
func Find(slug string) (rules.Title, error) {
	var slugs []string
	for _, t := range All() {
		if t.Slug == slug {
			return t, nil
		}
		slugs = append(slugs, t.Slug)
	}
	return rules.Title{}, fmt.Errorf("no title %s (playable: %s)", rules.QuoteInput(slug), strings.Join(slugs, ", "))
}
