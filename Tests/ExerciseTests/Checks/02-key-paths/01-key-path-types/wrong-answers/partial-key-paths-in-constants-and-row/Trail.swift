// wrong: types the constants and the row's key path as PartialKeyPath<Root>, so the row's value is an Any
// rejected-by: accepts-field-rows-of-any-value, accepts-typed-key-paths
// The constants half of the mistake: each keeps where it starts and forgets what it reaches.

struct Region {
    var name: String
    let country: String
}

struct Trail: Identifiable {
    let id: Int
    var name: String
    var region: Region
    var lengthKm: Double
    var climb: Int
}

var trailName: PartialKeyPath<Trail> { \Trail.name }
var trailCountry: PartialKeyPath<Trail> { \Trail.region.country }
var trailLength: PartialKeyPath<Trail> { \Trail.lengthKm }
var regionName: PartialKeyPath<Region> { \Region.name }
