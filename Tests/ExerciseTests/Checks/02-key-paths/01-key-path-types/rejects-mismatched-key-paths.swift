// check: rejects
// Typed key paths let the compiler catch mistakes: a path to a country gives a String, never an Int, and a
// path that starts at `Region` cannot read a `Trail` (the compiler takes the path's root as the truth and
// blames the trail).
@testable import Exercise02_1

@MainActor
func misuseKeyPaths(_ trail: Trail) {
    // expected-error@+1 {{cannot convert value of type 'String' to specified type 'Int'}}
    let count: Int = trail[keyPath: trailCountry]
    // expected-error@+1 {{cannot convert value of type 'Trail' to expected argument type 'Region'}}
    let row = FieldRow("Region", of: trail, at: regionName)
    _ = (count, row)
}
