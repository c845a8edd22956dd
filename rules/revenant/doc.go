// Package revenant implements Revenant.
package revenant
