import { graphql } from "../../__generated__";

/** What a row of the list shows and what its actions need. */
export const TaskItemFragment = graphql(`
  fragment TaskItem_task on Task {
    id
    title
    description
    dueAt
    overdue
    done
    doneAt
    subjectType
    subjectId
    subjectLabel
    subjectLink
    assignee {
      id
      fullname
    }
    createdBy {
      id
      fullname
    }
    permissions {
      edit
      complete
      delete
    }
  }
`);

export const TaskListQuery = graphql(`
  query TaskList($scope: TaskScope, $status: TaskStatus, $page: Int, $pageSize: Int) {
    tasks(scope: $scope, status: $status, page: $page, pageSize: $pageSize) {
      results {
        id
        ...TaskItem_task
      }
      pageInfo {
        total
        page
        pageSize
      }
    }
    taskCounts(scope: $scope) {
      open
      overdue
      dueToday
    }
  }
`);

/** The task a notification leads to (`/tasks?task=<id>`), wherever it sits in the lists. */
export const FocusedTaskQuery = graphql(`
  query FocusedTask($id: ID!) {
    task(id: $id) {
      id
      ...TaskItem_task
    }
  }
`);

export const CreateTaskMutation = graphql(`
  mutation CreateTask($input: CreateTaskInput!) {
    createTask(input: $input) {
      id
      ...TaskItem_task
    }
  }
`);

export const UpdateTaskMutation = graphql(`
  mutation UpdateTask($id: ID!, $input: UpdateTaskInput!) {
    updateTask(id: $id, input: $input) {
      id
      ...TaskItem_task
    }
  }
`);

export const CompleteTaskMutation = graphql(`
  mutation CompleteTask($id: ID!) {
    completeTask(id: $id) {
      id
      ...TaskItem_task
    }
  }
`);

export const ReopenTaskMutation = graphql(`
  mutation ReopenTask($id: ID!) {
    reopenTask(id: $id) {
      id
      ...TaskItem_task
    }
  }
`);

export const DeleteTaskMutation = graphql(`
  mutation DeleteTask($id: ID!) {
    deleteTask(id: $id)
  }
`);

/** Only "something changed": the list refetches, so paging, order and counts stay the server's. */
export const TaskChangedSubscription = graphql(`
  subscription TaskChanged {
    taskChanged {
      taskId
      change
    }
  }
`);
