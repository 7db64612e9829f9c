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

// Each type reads "from a Root, to a Value". The literals themselves are inferred as the more capable
// WritableKeyPath (or KeyPath, for a `let`); both convert to the read-only KeyPath written here.
// (Computed, not `let`: a global `let` must be Sendable in Swift 6, and the key path classes are not.)
var trailName: KeyPath<Trail, String> { \Trail.name }
var trailCountry: KeyPath<Trail, String> { \Trail.region.country }
var trailLength: KeyPath<Trail, Double> { \Trail.lengthKm }
var regionName: KeyPath<Region, String> { \Region.name }
