import Foundation

/// Errors about finding the kit or an exercise in it.
public enum KitError: Error, Sendable {
    /// No folder holding `Package.swift` and `Lessons/` was found at or above the path.
    case kitNotFound(searchedFrom: String)
    /// No exercise matches the query; `suggestion` is the closest one, if any is close.
    case noSuchExercise(query: String, suggestion: Exercise?)

}
