package remote

import "testing"

// TestInviteLinks: a link made for a seat or to watch reads back as what
// it was made of; a link without its part after # is refused.
func TestInviteLinks(t *testing.T) {
	for _, c := range []struct{ address, code, token string }{
		{"http://127.0.0.1:8080", "K7Q2XM", "76Zc4-eQHNbGaE3vpdu3Rg"},
		{"https://play.example.org", "ABCDEF", ""},
	} {
		link := InviteLink(c.address+"/", c.code, c.token)
		address, code, token, err := ParseInvite(link)
		if err != nil || address != c.address+"/" || code != c.code || token != c.token {
			t.Errorf("%s read back as %q %q %q, %v", link, address, code, token, err)
		}
	}
	for _, bad := range []string{"http://127.0.0.1:8080/", "http://x/#join=ABC", "http://x/#seat=ABC.t"} {
		if _, _, _, err := ParseInvite(bad); err == nil {
			t.Errorf("%s read as an invitation", bad)
		}
	}
}
