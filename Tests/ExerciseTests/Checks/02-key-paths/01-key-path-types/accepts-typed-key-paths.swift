// check: compiles
// Each key path keeps its types: reading a trail's length through `trailLength` gives a `Double`, not an
// `Any?`, and each constant is a `KeyPath<Root, Value>` with the root and value it names.
@testable import Exercise02_1

func readThroughKeyPaths(_ trail: Trail) {
    let length: Double = trail[keyPath: trailLength]
    let name: String = trail[keyPath: trailName]
    let country: String = trail[keyPath: trailCountry]
    let region: String = trail.region[keyPath: regionName]

    let toName: KeyPath<Trail, String> = trailName
    let twoSteps: KeyPath<Trail, String> = trailCountry
    let toLength: KeyPath<Trail, Double> = trailLength
    let fromRegion: KeyPath<Region, String> = regionName

    _ = (length, name, country, region, toName, twoSteps, toLength, fromRegion)
}
