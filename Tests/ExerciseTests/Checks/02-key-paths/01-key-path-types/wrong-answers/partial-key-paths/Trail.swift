// wrong: types each constant as PartialKeyPath<Root>, which keeps the root but forgets the value
// rejected-by: accepts-typed-key-paths, rejects-mismatched-key-paths
// misconception: A `PartialKeyPath<Root>` (or an `AnyKeyPath`) knows where a path starts but has forgotten where it
// misconception: leads: reading through it gives an `Any`, and a row that keeps one takes every path but no longer
// misconception: says in its type what it shows. Wherever a key path is kept, in a constant or in the row, write
// misconception: both types, `KeyPath<Root, Value>`, with `Value` a generic parameter of the row.
// misconception-ja: `PartialKeyPath<Root>`(や `AnyKeyPath`)は、キーパスがどこから始まるかは知っていても、何に行き着くかを
// misconception-ja: 忘れています。読み出すと `Any` になり、それを持つ行はどのキーパスでも受け付けますが、何を表示するのかを
// misconception-ja: 型で語らなくなります。キーパスをしまう所では、定数でも行でも、`KeyPath<Root, Value>` と 2 つの型を書き、
// misconception-ja: `Value` を行の型パラメータにします。
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
