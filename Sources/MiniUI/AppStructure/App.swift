import Foundation

// Apps and scenes: the `@main` entry point of a SwiftUI app. MiniUI compiles them and runs none: a
// check mounts a view in a ``ViewHost``, and an app's `main()` only makes the app.

/// A type that represents the structure and behavior of an app.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene
    /// The content and behavior of the app.
    @SceneBuilder var body: Body { get }
    /// Creates an instance of the app using the body that you define for its content.
    init()
}

extension App {
    /// Initializes and runs the app: in MiniUI, makes it and returns.
    public static func main() {
        _ = Self().body
    }
}

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene
    /// The content and behavior of the scene.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
public enum SceneBuilder {
    /// Passes a single scene through.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    /// Passes a single scene through.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Combines several scenes.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<
        (repeat each Content)
    > {
        _TupleScene()
    }
    /// Processes scene content for a conditional compiler-control statement that performs an availability
    /// check.
    public static func buildLimitedAvailability(_ scene: some Scene) -> any Scene & _LimitedAvailabilitySceneMarker {
        _LimitedAvailabilityScene()
    }
    /// Produces an optional scene for conditional statements in multi-statement closures that's only visible
    /// when the condition evaluates to true. As in SwiftUI, the condition can only be an availability check:
    /// an `if` on a value gives a scene that is not a limited-availability one, and the builder refuses it.
    public static func buildOptional(_ scene: (any Scene & _LimitedAvailabilitySceneMarker)?) -> some Scene {
        _LimitedAvailabilityScene()
    }
}

/// SwiftUI's marker for a scene inside an availability check (`if #available` in a scene builder).
public protocol _LimitedAvailabilitySceneMarker {}

/// MiniUI's own: a scene inside an availability check.
public struct _LimitedAvailabilityScene: Scene, _LimitedAvailabilitySceneMarker {
    public var body: Never { fatalError("_LimitedAvailabilityScene has no body") }
}

/// MiniUI's own: several scenes.
public struct _TupleScene<T>: Scene {
    public var body: Never { fatalError("_TupleScene has no body") }
}

extension Optional: Scene where Wrapped: Scene {
    public var body: Never { fatalError("Optional scene has no body") }
}

/// A scene that presents a group of identically structured windows.
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    /// Creates a window group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a window group with a text title.
    public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }

    /// Creates a window group with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a window group with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a window group with a text view title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    /// Creates a window group with a title string and an identifier.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    init(presenting content: Content) { self.content = content }

    public var body: Never { fatalError("WindowGroup has no body") }
}

/// A scene that presents an interface for viewing and modifying an app's settings (macOS).
public struct Settings<Content: View>: Scene {
    let content: Content

    /// Creates a scene that presents an interface for viewing and modifying an app's preferences.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { fatalError("Settings has no body") }
}

/// MiniUI's own: a scene with a modifier, which MiniUI keeps as written.
public struct _ModifiedScene<Content: Scene>: Scene {
    let content: Content
    public var body: Never { fatalError("_ModifiedScene has no body") }
}

extension Scene {
    func modified() -> _ModifiedScene<Self> { _ModifiedScene(content: self) }

    /// Adds an action to perform when the given value changes.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene {
        modified()
    }

    /// Adds an action to perform when the given value changes.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some Scene {
        modified()
    }

    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        modified()
    }

    /// Places an observable object in the scene's environment.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        modified()
    }

    /// Supplies an observable object to a scene's view hierarchy.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        modified()
    }

    /// The default store used by `AppStorage` contained within the scene and its view content. MiniUI keeps
    /// the scene as written.
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
        modified()
    }

    /// Specifies the external events for which SwiftUI opens a new instance of the modified scene. MiniUI
    /// models a single scene and receives no events.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        modified()
    }

    /// Sets a default width and height for a window.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        modified()
    }
}
