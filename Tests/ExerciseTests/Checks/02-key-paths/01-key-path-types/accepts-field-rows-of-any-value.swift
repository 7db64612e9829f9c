// check: compiles
// `FieldRow` works for any root and any value: a String name, an Int climb, a Double length, a country two
// steps away, a row over a `Region`. It takes a key path literal or a stored key path, and its `value` and
// `path` keep their types.
@testable import Exercise02_1

@MainActor
func makeRows(_ trail: Trail) {
    let name: FieldRow<Trail, String> = FieldRow("Name", of: trail, at: \.name)
    let climb: FieldRow<Trail, Int> = FieldRow("Climb", of: trail, at: \.climb)
    let length = FieldRow("Length", of: trail, at: trailLength)
    let country = FieldRow("Country", of: trail, at: trailCountry)
    let region = FieldRow("Region", of: trail.region, at: regionName)

    let metres: Int = climb.value
    let kilometres: Double = length.value
    let regionTitle: String = region.value
    let path: KeyPath<Trail, String> = country.path

    _ = (name, metres, kilometres, regionTitle, path)
}
