// wrong: types each constant as PartialKeyPath<Root>, which keeps the root but forgets the value
// rejected-by: accepts-typed-key-paths, rejects-mismatched-key-paths
// misconception: A key path typed `PartialKeyPath<Trail>` (or `AnyKeyPath`) has forgotten what it leads to, so
// misconception: reading through it gives an `Any`; write both types, `KeyPath<Root, Value>`, wherever one is kept.
// misconception-ja: `PartialKeyPath<Trail>`(や `AnyKeyPath`)と型を書いたキーパスは、何に行き着くかを忘れているので、
// misconception-ja: 読み出すと `Any` になります。キーパスをしまう所ではどこでも `KeyPath<Root, Value>` と 2 つの型を書きます。
// lesson: #a-family-of-key-path-types
// Reading through it gives an `Any`, so a trail's country can be read into an Int variable without a
// compile-time complaint

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
