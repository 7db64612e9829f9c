// check: compiles
// `FieldRow` works for any root and any value: a String name, an Int climb, a Double length, a country two
// steps away, a row over a `Region`, and a value of a plain struct that promises nothing (not even
// CustomStringConvertible or Equatable): the row only reads the value and shows it. It takes a key path literal or
// a stored key path, and its type and its `value` keep the value's type. (What the row calls its stored key path
// is the learner's to choose. The text values are read first, so that a `value` boxed as `Any` and a `value` made
// into a `String` fail on different lines.)
@testable import Exercise02_1

/// Where a trail starts: a plain struct that conforms to no protocol at all.
struct Trailhead {
    let latitude: Double
    let longitude: Double
}

/// A trail's start, as a model of its own.
struct Start {
    let trailID: Int
    let trailhead: Trailhead
}

@MainActor
func makeRows(_ trail: Trail) {
    let name: FieldRow<Trail, String> = FieldRow("Name", of: trail, at: \.name)
    let climb: FieldRow<Trail, Int> = FieldRow("Climb", of: trail, at: \.climb)
    let length = FieldRow("Length", of: trail, at: trailLength)
    let country: FieldRow<Trail, String> = FieldRow("Country", of: trail, at: trailCountry)
    let region = FieldRow("Region", of: trail.region, at: regionName)
    let start = Start(trailID: trail.id, trailhead: Trailhead(latitude: 46.5, longitude: 7.9))
    let trailhead: FieldRow<Start, Trailhead> = FieldRow("Trailhead", of: start, at: \.trailhead)

    let regionTitle: String = region.value
    let countryName: String = country.value
    let metres: Int = climb.value
    let kilometres: Double = length.value
    let latitude: Double = trailhead.value.latitude

    _ = (name, metres, kilometres, regionTitle, countryName, latitude)
}
