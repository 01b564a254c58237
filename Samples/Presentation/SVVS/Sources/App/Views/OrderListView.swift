// Created by featuregen from ../Specs/OrderList.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The OrderList screen. It owns its `OrderListViewState`, shows its fields and calls its event
  /// methods. A starting point: make it yours.
  struct OrderListView: View {
    @State private var viewState: OrderListViewState

    /// The app shows `OrderListView()`; previews and tests pass a view state of their own.
    init(viewState: OrderListViewState = OrderListViewState()) {
      _viewState = State(initialValue: viewState)
    }

    var body: some View {
      List {
        Section("Orders") {
          ForEach(viewState.orders) { order in
            Button(order.title) {
              viewState.onOrderTapped(order)
            }
          }
        }
        Section {
          Button("Add tapped") { viewState.onAddTapped() }
          Button("Refresh tapped") { viewState.onRefreshTapped() }
        }
      }
      .overlay {
        if viewState.isLoading {
          ProgressView()
        }
      }
      .task { @MainActor in
        await viewState.onLoadOrders().finish()
      }
      .sheet(item: $viewState.newOrder) { viewState in
        NewOrderView(viewState: viewState)
      }
      .popover(item: $viewState.edit) { viewState in
        EditOrderView(viewState: viewState)
      }
    }
  }

  #Preview("Sample state") {
    OrderListView(viewState: .preview())
  }

  #Preview("Initial state") {
    OrderListView(viewState: .preview(sample: false))
  }

  extension OrderListViewState {
    /// A view state for previews: a repository that answers at once with sample data and, unless `sample` is false, sample data.
    fileprivate static func preview(sample: Bool = true) -> OrderListViewState {
      let viewState = OrderListViewState(
        repository: PreviewOrderListRepository()
      )
      guard sample else { return viewState }
      let orders = (1...3).map { index in
        Order(id: index, title: "Title \(index)")
      }
      viewState.orders = orders
      return viewState
    }
  }

  /// Answers the OrderList screen's calls at once, with sample data.
  private struct PreviewOrderListRepository: OrderListRepositoryProtocol {
    func fetchOrders() async throws -> [Order] {
      (1...3).map { index in
        Order(id: index, title: "Title \(index)")
      }
    }
  }
#endif
