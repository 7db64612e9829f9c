// Goal: join two key paths whose types meet with `appending(path:)`, and use the joined path to identify
// a list's rows through a property of a property.
// Check it: swift run puzzles check 02.3
// Lesson: Lessons/02-key-paths/03-key-path-composition/README.md

struct Destination {
    var city: String
    var postcode: String
}

struct Parcel: Identifiable {
    let id: Int
    var tracking: String
    var contents: String
    var destination: Destination
}

/// A parcel out for delivery with a courier. A parcel is out on one delivery at a time, so a delivery can
/// be identified by its parcel.
struct Delivery {
    var parcel: Parcel
    var courier: String
}

// TODO: Write `compose(_:_:)` for key paths, the twin of 02.2's function version: it takes two key paths
//       whose types meet in the middle and returns the key path that follows the first, then the second.
//
//           compose(\Delivery.parcel, \Parcel.contents)  // KeyPath<Delivery, String>
