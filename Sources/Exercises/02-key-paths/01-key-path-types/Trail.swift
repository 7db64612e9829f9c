// Goal: write a key path's type out as KeyPath<Root, Value>, and read through it with
// `root[keyPath:]`, the way SwiftUI's `ForEach(_:id:)` reads each element's id.
// Check it: swift run puzzles check 02.1
// Lesson: Lessons/02-key-paths/01-key-path-types/README.md

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

// TODO: `AnyKeyPath` forgets where each path starts and what it leads to, so reading through it gives
//       back an `Any?`. Replace each `AnyKeyPath` with the full key-path type: the type the path starts
//       from, and the type of what it reaches.
var trailName: AnyKeyPath { \Trail.name }
var trailCountry: AnyKeyPath { \Trail.region.country }
var trailLength: AnyKeyPath { \Trail.lengthKm }
var regionName: AnyKeyPath { \Region.name }
